/// Which of a screen's buttons the exploration tapped. A button is left untapped when it was disabled on
/// every state reached, or when the screen was reached only at the depth limit.
public struct ScreenCoverage: Hashable, Sendable, Codable {
    /// The screen, as reports name it.
    public let screen: String
    /// Every button title the screen showed, in the order first seen.
    public let buttons: [String]
    /// Those tapped at least once.
    public let tapped: [String]

    /// Those disabled on every state reached.
    public let neverEnabled: [String]

    /// Those never tapped.
    public var untapped: [String] { buttons.filter { !tapped.contains($0) } }
}
