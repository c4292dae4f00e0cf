/// The lines a state's file chunks ran, as ``LuaState/recordLines()`` records them: by chunk name without its
/// `@` (`scripts/login.lua`), the set of line numbers that Lua entered at least once.
///
/// Only chunks loaded from files or named as files (`@name`, which ``LuaState/load(_:name:)`` gives every name
/// not starting with `=`) are recorded; `=prelude` chunks and bound C or Swift functions are not.
public struct LuaLineRecord: Hashable, Sendable {
    /// Lines run, by chunk name.
    public var lines: [String: Set<Int>]

    /// Creates a record, empty by default.
    public init(lines: [String: Set<Int>] = [:]) {
        self.lines = lines
    }

    /// Adds the lines of `other`.
    public mutating func formUnion(_ other: LuaLineRecord) {
        lines.merge(other.lines) { $0.union($1) }
    }
}
