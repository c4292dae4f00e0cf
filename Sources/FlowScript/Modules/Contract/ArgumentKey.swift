/// A key of a table a module reads: a field's name, a list's index, or anything else (refused).
public enum ArgumentKey: Equatable, Sendable {
    /// A string key.
    case name(String)
    /// An integer key.
    case index(Int)
    /// A key of another type, by its type name.
    case other(String)

    /// The key as a message shows it: `title`, `[2]`, `[boolean]`.
    public var shown: String {
        switch self {
        case .name(let name): name
        case .index(let index): "[\(index)]"
        case .other(let type): "[\(type)]"
        }
    }
}
