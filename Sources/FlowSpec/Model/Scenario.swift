/// One scenario (an `it` or `scenario` block) of a spec file, as collection found it.
///
/// A scenario is identified by its file and full name; ``index`` tells the DSL which one to run.
public struct Scenario: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The spec file, as discovery named it.
    public var file: String
    /// The line of the `it` (or `scenario`, `pending`) that declared it.
    public var line: Int
    /// The full name: the enclosing `describe` names and its own, joined by spaces, `#tags` included.
    public var name: String
    /// The tags written as `#word` in its own or an enclosing name, without the `#`, in order of appearance.
    public var tags: [String]
    /// Its position among the file's scenarios, from 1: the argument of the DSL's `run(index)`.
    public var index: Int
    /// Whether it was declared without a body (`pending("...")` or `it("...")`).
    public var isPending: Bool
    /// The lines its declaration spans, from its `it` to its body's `end`: `flowrun test FILE:LINE` with a
    /// line among them runs it.
    public var lines: ClosedRange<Int>
    /// The lines each enclosing `describe` spans, innermost first.
    public var groups: [ClosedRange<Int>]
    /// The line of the `.only` (`it.only`, `describe.only`) that marks it or an enclosing group, if any.
    public var onlyLine: Int?

    /// Creates a scenario; its lines are its declaration's line unless given.
    public init(
        file: String, line: Int, name: String, tags: [String] = [], index: Int, isPending: Bool = false,
        lines: ClosedRange<Int>? = nil, groups: [ClosedRange<Int>] = [], onlyLine: Int? = nil
    ) {
        self.file = file
        self.line = line
        self.name = name
        self.tags = tags
        self.index = index
        self.isPending = isPending
        self.lines = lines ?? line...line
        self.groups = groups
        self.onlyLine = onlyLine
    }

    /// Where it was declared.
    public var location: SourceLocation { SourceLocation(source: file, line: line) }

    /// `file:line: full name`.
    public var description: String { "\(location): \(name)" }
}
