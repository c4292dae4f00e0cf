/// Where an event line came from: a source name (a file path, `"stdin"`, `"terminal"`) and a line number.
public struct FlowEventLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The name of the input, as the user gave it.
    public var source: String
    /// The line number, from 1.
    public var line: Int

    /// Creates a location.
    public init(source: String, line: Int) {
        self.source = source
        self.line = line
    }

    /// The location as `source:line`.
    public var description: String {
        "\(source):\(line)"
    }
}
