/// The parts of a failure report every reporter shows: the failing line with its message, the screen at
/// the moment of failure and the last steps of the transcript.
enum ResultDetails {
    /// The spec line of the failing step, else the scenario's own line.
    static func location(of result: ScenarioResult) -> SourceLocation {
        result.location ?? result.scenario.location
    }

    /// The most lines of a diff a report shows; the rest are counted.
    static let maxDiffLines = 200

    /// The heading of a failure's line diff.
    static let diffHeading = "Difference (- expected, + actual):"

    /// A failed equality's line diff as reports show it, each line indented by two spaces under
    /// ``diffHeading``, past ``maxDiffLines`` counted; empty when the result has no diff.
    static func diffLines(of result: ScenarioResult) -> [String] {
        guard !result.diff.isEmpty else { return [] }
        var lines = [diffHeading] + result.diff.prefix(maxDiffLines).map { "  " + $0 }
        if result.diff.count > maxDiffLines {
            lines.append("  ... (\(result.diff.count - maxDiffLines) more diff lines)")
        }
        return lines
    }

    /// The message with the diff below it, as one text: what TAP and the HTML page show as the message.
    static func messageWithDiff(of result: ScenarioResult) -> String {
        ([result.message ?? result.status.rawValue] + diffLines(of: result)).joined(separator: "\n")
    }

    /// `file:line: message`, the diff of a failed equality, then the screen and the last steps (saying how
    /// many earlier ones were left out), as unindented lines.
    static func lines(of result: ScenarioResult) -> [String] {
        var lines = "\(location(of: result)): \(result.message ?? result.status.rawValue)".splitLines()
        lines += diffLines(of: result)
        if let screen = result.screen, !screen.isEmpty {
            lines.append("Screen:")
            lines += screen.splitLines().map { "  " + $0 }
        }
        if !result.transcriptTail.isEmpty {
            lines.append("Last steps:")
            if result.earlierStepCount > 0 {
                let count = result.earlierStepCount
                lines.append("  (\(count) earlier step\(count == 1 ? "" : "s") not shown)")
            }
            lines += result.transcriptTail.map { "  " + $0 }
        }
        return lines
    }

    /// What the result printed, as lines without their breaks (the final break ends the last line).
    static func outputLines(of result: ScenarioResult) -> [String] {
        let output = result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output
        return output.splitLines()
    }

    /// The word naming how a result ended in failure reports: `ERROR` for a failed scenario that raised a
    /// Lua error or misused the DSL (``ScenarioFailureKind/isError``), `FAILED` for any other.
    static func heading(of result: ScenarioResult) -> String {
        switch result.status {
        case .passed: "PASSED"
        case .failed: result.failureKind?.isError == true ? "ERROR" : "FAILED"
        case .skipped: "SKIPPED"
        case .error: "COULD NOT LOAD"
        case .timeout: "TIMED OUT"
        }
    }

    /// Seconds with three decimals (`1.250`), the form JUnit's `time` attributes take. Written out rather
    /// than with `String(format:)` so no locale can turn the point into a comma.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
