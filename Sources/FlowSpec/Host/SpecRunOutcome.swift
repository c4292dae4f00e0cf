import LuaHost

/// What the DSL's `run` returned for a scenario (docs/SpecHostContract.md): the result, and the facts the host
/// words a failure from: the later failures of after_each hooks, and whether the first was the spec's state
/// running out of memory.
struct SpecRunOutcome {
    /// The scenario's result; for a failure, the message is the first failure's alone.
    var result: ScenarioResult
    /// The failures of after_each hooks that came after the first, each `message (file:line)`.
    var also: [String]
    /// Whether the first failure is the spec's own state running out of memory.
    var outOfMemory: Bool

    /// Reads the table `outcome` the DSL returned for `scenario`.
    /// - Throws: ``SpecHostError/badValue(function:detail:)`` for a status the host does not know, a
    ///   ``LuaError`` for a field of the wrong type.
    init(of scenario: Scenario, from outcome: LuaTable) throws {
        let statusText = try outcome.get("status", as: String.self)
        guard let status = ScenarioStatus(specStatus: statusText) else {
            throw SpecHostError.badValue(function: "run", detail: "unknown status \"\(statusText)\"")
        }
        let line = try outcome.get("line", as: Int?.self)
        let failedFile = try outcome.get("file", as: String?.self)
        let kind = try outcome.get("kind", as: String?.self)
        result = ScenarioResult(
            scenario: scenario,
            status: status,
            message: try outcome.get("message", as: String?.self),
            location: line.map { SourceLocation(source: failedFile ?? scenario.file, line: $0) },
            screen: try outcome.get("screen", as: String?.self),
            transcript: try outcome.get("steps", as: [String]?.self) ?? [],
            failureKind: status == .failed ? ScenarioFailureKind(specKind: kind) : nil)
        if let expected = try outcome.get("diff_expected", as: String?.self),
           let actual = try outcome.get("diff_actual", as: String?.self) {
            result.diff = SnapshotDiff.lines(from: expected, to: actual)
        }
        also = try outcome.get("also", as: [String]?.self) ?? []
        outOfMemory = try outcome.get("out_of_memory", as: Bool?.self) ?? false
    }
}
