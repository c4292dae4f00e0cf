/// Why an ``OutputFile`` could not be opened or written. Each prints as one line naming the path and the
/// reason in words (`it is a folder`, `permission denied`, `no such folder /x`), never a framework's code.
public enum OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path is empty: there is no file to open.
    case emptyPath
    /// The file at `path` cannot be opened or created.
    case cannotOpen(path: String, reason: String)
    /// Writing to the opened `path` failed.
    case cannotWrite(path: String, reason: String)

    /// The path at fault (empty for ``emptyPath``).
    public var path: String {
        switch self {
        case .emptyPath: ""
        case .cannotOpen(let path, _), .cannotWrite(let path, _): path
        }
    }

    /// Why, without the path, for messages that name the path in their own words.
    public var reason: String {
        switch self {
        case .emptyPath: "the path is empty"
        case .cannotOpen(_, let reason), .cannotWrite(_, let reason): reason
        }
    }

    /// `cannot open PATH: reason`, `cannot write PATH: reason` or `the path is empty`.
    public var description: String {
        switch self {
        case .emptyPath: reason
        case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
