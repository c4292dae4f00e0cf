/// `flowrun test FILE:LINE`: the scenario or group a line of a spec file lies in, as a failure's location is
/// printed and pasted back.
public struct ScenarioLine: Hashable, Sendable, CustomStringConvertible {
    /// The spec file, named as discovery names it (``Scenario/file``).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The argument as typed, for messages.
    public var typed: String

    /// Creates a line selector.
    public init(file: String, line: Int, typed: String) {
        self.file = file
        self.line = line
        self.typed = typed
    }

    /// Splits `argument` into a path and a line when it ends in `:N` (N a whole number from 1) and the whole
    /// argument names no file itself; nil otherwise.
    /// - Parameter exists: Whether a path names something on disk.
    public static func split(_ argument: String, exists: (String) -> Bool) -> (path: String, line: Int)? {
        guard let colon = argument.lastIndex(of: ":"), !exists(argument) else { return nil }
        let digits = argument[argument.index(after: colon)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let line = Int(digits), line >= 1
        else { return nil }
        let path = String(argument[..<colon])
        return path.isEmpty ? nil : (path, line)
    }

    /// The scenarios of `scenarios` this line selects: those of the innermost block (an `it`'s lines or a
    /// `describe`'s) that holds the line. Empty when no block of the file holds it.
    func select(from scenarios: [Scenario]) -> [Scenario] {
        let inFile = scenarios.filter { $0.file == file }
        let spans = inFile.flatMap { [$0.lines] + $0.groups }.filter { $0.contains(line) }
        // Blocks nest: the innermost holding the line is the shortest.
        guard let innermost = spans.min(by: { ($0.count, -$0.lowerBound) < ($1.count, -$1.lowerBound) }) else {
            return []
        }
        return inFile.filter { $0.lines == innermost || $0.groups.contains(innermost) }
    }

    /// `FILE:LINE` as typed.
    public var description: String { typed }
}
