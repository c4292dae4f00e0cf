import LuaHost

extension SpecCollection {
    /// Reads what the DSL's `collect` returned for the spec `file` (docs/SpecHostContract.md): the list of
    /// scenarios, or nil and the failure.
    /// - Throws: ``SpecHostError/badValue(function:detail:)`` for values of another shape, a ``LuaError`` for a
    ///   field of the wrong type.
    init(collected values: [LuaValue], file: String) throws {
        if case .table(let list)? = values.first {
            var scenarios: [Scenario] = []
            for offset in 0..<list.rawLength {
                guard case .table(let entry) = try list.rawGet(offset + 1) else {
                    throw SpecHostError.badValue(function: "collect", detail: "scenario \(offset + 1) is not a table")
                }
                let line = try entry.get("line", as: Int?.self) ?? 1
                var groups: [ClosedRange<Int>] = []
                if case .table(let spans) = try entry.rawGet("groups") {
                    for group in 0..<spans.rawLength {
                        guard case .table(let span) = try spans.rawGet(group + 1) else { continue }
                        groups.append(Self.span(try span.get("first", as: Int.self), try span.get("last", as: Int.self)))
                    }
                }
                scenarios.append(Scenario(
                    file: try entry.get("file", as: String.self),
                    line: line,
                    name: try entry.get("name", as: String.self),
                    tags: try entry.get("tags", as: [String].self),
                    index: try entry.get("index", as: Int.self),
                    isPending: try entry.get("pending", as: Bool.self),
                    lines: Self.span(line, try entry.get("last", as: Int?.self) ?? line),
                    groups: groups,
                    onlyLine: try entry.get("only", as: Int?.self)))
            }
            self = .scenarios(scenarios)
            return
        }
        guard values.count > 1, case .table(let failure) = values[1] else {
            throw SpecHostError.badValue(function: "collect", detail: "neither scenarios nor a failure")
        }
        let message = try failure.get("message", as: String.self)
        let failedFile = try failure.get("file", as: String?.self)
        let line = try failure.get("line", as: Int?.self)
        let location = line.map { SourceLocation(source: failedFile ?? file, line: $0) }
        self = .failed(message: message, location: location)
    }

    /// The lines from `first` to `last`, `first` alone when `last` comes before it.
    private static func span(_ first: Int, _ last: Int) -> ClosedRange<Int> {
        first...max(first, last)
    }
}
