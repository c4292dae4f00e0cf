/// The coverage of one function of a flow file, for LCOV's function records (`FN`, `FNDA`).
public struct FunctionCoverage: Equatable, Sendable {
    /// The line of its `function` keyword.
    public let line: Int
    /// Its name in the report: Lua keeps no name for a function value, so it is named by where it is
    /// defined, `function@12` (`function@12#2` for a second one on that line).
    public let name: String
    /// The scenarios that ran it: the most that ran any of its own lines (a function with none, such as
    /// `function() end`, counts those that ran its `end` line).
    public let hits: Int
    /// The executable lines of its own code, ascending.
    public let lines: [Int]
}
