/// A plain value crossing between scripts and modules outside a Lua state: a spec's arguments to a service
/// double or a preset, and what a module adds to `persisted()`.
public enum FlowValue: Equatable, Sendable {
    /// Lua's nil: an argument left out.
    case `nil`
    /// A boolean.
    case boolean(Bool)
    /// An integer.
    case integer(Int)
    /// A float.
    case number(Double)
    /// A string.
    case string(String)
    /// A sequence, `{ a, b }`.
    case list([FlowValue])
    /// A record, `{ key = value }`.
    case record([String: FlowValue])

    /// The Lua type name a message shows: `nil`, `boolean`, `number`, `string` or `table`.
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .list, .record: "table"
        }
    }
}
