import FlowScript
/// The first step where a run's transcript differs from a golden one, and how: what the step is (its
/// number, its event and where that came from, the screen it was applied to) and its lines in both.
///
/// It prints as a few lines: what differs, then the step's lines as a unified diff (`-` the golden's, `+` the
/// run's, with a little context), then which steps matched.
public struct TranscriptDifference: Sendable, CustomStringConvertible {
    /// The golden file's path.
    public let goldenPath: String
    /// The step's number, from 0; every step before it matched.
    public let step: Int
    /// The golden's lines for the step, or `nil` when the golden ends before it.
    public let expected: [String]?
    /// The run's lines for the step, or `nil` when the run ended before it.
    public let actual: [String]?
    /// The golden file's line where its step starts, or its last line when it has no such step.
    public let goldenLine: Int
    /// The step's event (the run's, else the golden's), masked as transcripts are.
    public let event: FlowEvent?
    /// Where the run's event was stated, when it came from an events input.
    public let eventLocation: FlowEventLocation?
    /// The screen the step started from (`login "Sign In"`), when there was one.
    public let screenBefore: String?
    /// How many steps the golden has.
    public let goldenStepCount: Int
    /// How many steps the run recorded.
    public let actualStepCount: Int

    /// How many lines of context are shown around the lines that differ.
    private static let context = 3

    /// Creates a difference; ``GoldenTranscript/firstDifference(from:eventsSource:)`` finds them.
    public init(
        goldenPath: String, step: Int, expected: [String]?, actual: [String]?, goldenLine: Int, event: FlowEvent?,
        eventLocation: FlowEventLocation?, screenBefore: String?, goldenStepCount: Int, actualStepCount: Int
    ) {
        self.goldenPath = goldenPath
        self.step = step
        self.expected = expected
        self.actual = actual
        self.goldenLine = goldenLine
        self.event = event
        self.eventLocation = eventLocation
        self.screenBefore = screenBefore
        self.goldenStepCount = goldenStepCount
        self.actualStepCount = actualStepCount
    }

    /// The difference, its diff and a summary, on lines of their own.
    public var description: String {
        var lines = [headline]
        switch (expected, actual) {
        case let (expected?, actual?):
            lines.append("  - expected (\(goldenPath):\(goldenLine))")
            lines.append("  + actual")
            lines += Self.diff(LineDifference.between(expected: expected, actual: actual))
        case let (expected?, nil):
            lines += expected.map { "  - " + $0 }
        case let (nil, actual?):
            lines += actual.map { "  + " + $0 }
        case (nil, nil):
            break
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    private var headline: String {
        switch (expected, actual) {
        case (_?, nil):
            let last = step == 0 ? "before its first step" : "after step \(step - 1)"
            return "the run ended \(last), but \(goldenPath) goes on with step \(step) (\(goldenPath):\(goldenLine)):"
        case (nil, _?):
            return "\(goldenPath) ends after step \(step - 1), but the run went on with step \(step)\(stepDetails):"
        default:
            return "the transcript differs from \(goldenPath) at step \(step)\(stepDetails):"
        }
    }

    /// ` (line 14 of login.events: tap Sign In, on screen login "Sign In")`.
    private var stepDetails: String {
        var parts: [String] = []
        if let event {
            let place = eventLocation.map { "line \($0.line) of \($0.source): " } ?? ""
            parts.append(place + ControlEscapes.escaped(event.description))
        } else if step == 0 {
            parts.append("the start")
        }
        if let screenBefore {
            parts.append("on screen \(ControlEscapes.escaped(screenBefore))")
        }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }

    private var summary: String {
        let matched = step == 0 ? "no step matched" : step == 1 ? "step 0 matched" : "steps 0-\(step - 1) matched"
        return "\(matched); the golden has \(Self.count(goldenStepCount)), the run \(Self.count(actualStepCount)) "
            + "(--update records this run as the golden)"
    }

    private static func count(_ steps: Int) -> String {
        steps == 1 ? "1 step" : "\(steps) steps"
    }

    /// The diff's lines: every change, with ``context`` lines around it and the step's header; `...` for
    /// the lines left out.
    private static func diff(_ lines: [LineDifference]) -> [String] {
        let changes = lines.indices.filter { lines[$0].isChange }
        let shown = lines.indices.filter { index in
            index == 0 || changes.contains { abs($0 - index) <= context }
        }
        var output: [String] = []
        var previous: Int?
        for index in shown {
            if let previous, index > previous + 1 {
                output.append("    ...")
            }
            switch lines[index] {
            case .same(let text): output.append("    " + text)
            case .expected(let text): output.append("  - " + text)
            case .actual(let text): output.append("  + " + text)
            }
            previous = index
        }
        if let previous, previous < lines.count - 1 {
            output.append("    ...")
        }
        return output
    }
}
