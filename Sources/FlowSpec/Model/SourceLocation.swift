/// A line of a file, such as the spec line of a failing step.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file, as the run names it (usually relative to the working directory).
    public var file: String
    /// The line, from 1.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, the shape editors and CI annotations recognise.
    public var description: String { "\(file):\(line)" }
}
