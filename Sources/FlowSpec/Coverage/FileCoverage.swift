/// The line coverage of one flow file: its executable lines and how many scenarios ran each.
public struct FileCoverage: Equatable, Sendable {
    /// The absolute path, as LCOV names it.
    public let path: String
    /// The path as the console shows it: relative to the working directory when under it.
    public let displayPath: String
    /// Lines holding code, ascending.
    public let executableLines: [Int]
    /// Scenarios that ran each line; lines without code are left out.
    public let hits: [Int: Int]
    /// Its functions (the main chunk left out), by line.
    public var functions: [FunctionCoverage] = []

    /// Lines holding code.
    public var lineCount: Int { executableLines.count }
    /// Those run by at least one scenario.
    public var hitCount: Int { executableLines.filter { (hits[$0] ?? 0) > 0 }.count }
    /// Functions run by at least one scenario.
    public var functionHitCount: Int { functions.filter { $0.hits > 0 }.count }
    /// Lines holding code that no scenario ran, ascending.
    public var missedLines: [Int] { executableLines.filter { (hits[$0] ?? 0) == 0 } }
}
