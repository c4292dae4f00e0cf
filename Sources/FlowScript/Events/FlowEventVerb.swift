/// The first word of an event line.
public enum FlowEventVerb: String, CaseIterable, Equatable, Codable, Sendable {
    /// `tap <button title>`
    case tap
    /// `type <field id> <text>`
    case type
    /// `select <row number from 1>`
    case select
    /// `back`
    case back

    /// The verb's usage line, as errors and help quote it.
    public var usage: String {
        switch self {
        case .tap: "tap <button title>"
        case .type: "type <field id> <text>"
        case .select: "select <row number>"
        case .back: "back"
        }
    }
}
