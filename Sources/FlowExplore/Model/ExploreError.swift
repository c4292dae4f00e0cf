/// Why an exploration could not run or finish writing what it found.
public enum ExploreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `--inputs` file cannot be read.
    case unreadableInputs(path: String, reason: String)
    /// A line of the `--inputs` file is not `FIELD TEXT`.
    case invalidInputs(source: String, line: Int, reason: String)
    /// The state to start from (`--state`) cannot be copied.
    case unusableState(reason: String)
    /// An option's value is out of range.
    case invalidOption(name: String, value: String, reason: String)
    /// The frontier to resume from (`--resume`) cannot be read, is damaged, or belongs to another flow.
    case unusableResume(path: String, reason: String)
    /// A part to merge (`--merge`) cannot be read, is damaged, or does not belong with the others.
    case unusablePart(path: String, reason: String)

    /// One line naming the file, line or value at fault.
    public var description: String {
        switch self {
        case .unreadableInputs(let path, let reason):
            "cannot read the inputs file \(path): \(reason)"
        case .invalidInputs(let source, let line, let reason):
            "\(source):\(line): \(reason)"
        case .unusableState(let reason):
            "cannot start from the state: \(reason)"
        case .invalidOption(let name, let value, let reason):
            "\(name) \(value): \(reason)"
        case .unusableResume(let path, let reason):
            "cannot resume from \(path): \(reason)"
        case .unusablePart(let path, let reason):
            "cannot merge \(path): \(reason)"
        }
    }
}
