/// One function of a compiled chunk, for function coverage: where it is defined and the lines that hold its
/// own code (nested functions' lines are theirs).
public struct LuaFunctionSpan: Hashable, Sendable {
    /// The line of its `function` keyword (`linedefined`).
    public let firstLine: Int
    /// The line of its closing `end` (`lastlinedefined`).
    public let lastLine: Int
    /// The executable lines of its own instructions, as ``LuaExecutableLines`` counts them.
    public let lines: Set<Int>

    /// Creates a span.
    public init(firstLine: Int, lastLine: Int, lines: Set<Int>) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.lines = lines
    }
}
