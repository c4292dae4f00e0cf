/// The outcome of one scenario, or of a spec file that could not load (see ``loadFailure(file:message:location:output:duration:)``).
public struct ScenarioResult: Hashable, Sendable {
    /// How many of the last transcript steps a result keeps.
    public static let transcriptTailLength = 8

    /// The scenario; for a load failure, a stand-in named after the file.
    public var scenario: Scenario
    /// How it ended.
    public var status: ScenarioStatus
    /// Why it did not pass (expected vs actual, the error, the pending reason), if it did not.
    public var message: String?
    /// For a `failed` result, what failed: an expectation, a refused step, a misused DSL call or a Lua error.
    /// Nil for the other statuses, and for a failure of unknown kind, which reports count as an expectation.
    public var failureKind: ScenarioFailureKind?
    /// For a failed `to_equal` on tables or texts of several lines, the line diff of expected to actual:
    /// `- ` lines only expected, `+ ` lines only actual, unchanged neighbours indented, longer unchanged
    /// stretches counted. Empty otherwise.
    public var diff: [String] = []
    /// The spec line of the failing step, when known.
    public var location: SourceLocation?
    /// The screen as shown at the moment of the failure, as text.
    public var screen: String?
    /// The last steps of the scenario's transcript, oldest first.
    public var transcriptTail: [String]
    /// How many steps of the transcript came before ``transcriptTail`` and were left out.
    public var earlierStepCount: Int
    /// What it printed (`print` in the spec or in the flow), in order; empty when it printed nothing. For
    /// a load failure, what the file printed while it was collected.
    public var output: String
    /// How long it ran.
    public var duration: Duration
    /// The snapshots it checked (`to_match_snapshot`), in order, for the end of the run to write and count.
    var snapshots: [SnapshotUse] = []
    /// The flow lines and screen parts the scenario used, when the run records coverage (`--coverage`).
    public var coverage: ScenarioCoverage?

    /// Creates a result.
    /// - Parameter transcript: the scenario's steps; only the last ``transcriptTailLength`` are kept.
    public init(
        scenario: Scenario,
        status: ScenarioStatus,
        message: String? = nil,
        location: SourceLocation? = nil,
        screen: String? = nil,
        transcript: [String] = [],
        output: String = "",
        duration: Duration = .zero,
        failureKind: ScenarioFailureKind? = nil
    ) {
        self.scenario = scenario
        self.status = status
        self.message = message
        self.failureKind = failureKind
        self.location = location
        self.screen = screen
        self.transcriptTail = Array(transcript.suffix(Self.transcriptTailLength))
        self.earlierStepCount = transcript.count - transcriptTail.count
        self.output = output
        self.duration = duration
    }

    /// The result standing for a spec file that could not load; its scenario is named after the file,
    /// with index 0, so reports list it with the scenarios.
    public static func loadFailure(
        file: String,
        message: String,
        location: SourceLocation?,
        output: String = "",
        duration: Duration = .zero
    ) -> ScenarioResult {
        let stand = Scenario(file: file, line: location?.line ?? 1, name: file, index: 0)
        return ScenarioResult(
            scenario: stand, status: .error, message: message, location: location, output: output, duration: duration)
    }
}
