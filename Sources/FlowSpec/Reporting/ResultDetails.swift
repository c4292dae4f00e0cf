/// The parts of a failure report every reporter shows: the failing line with its message, the screen at
/// the moment of failure and the last steps of the transcript.
enum ResultDetails {
    /// The spec line of the failing step, else the scenario's own line.
    static func location(of result: ScenarioResult) -> SourceLocation {
        result.location ?? result.scenario.location
    }

    /// `file:line: message` followed by the screen and the last steps (saying how many earlier ones were left
    /// out), as unindented lines.
    static func lines(of result: ScenarioResult) -> [String] {
        var lines = "\(location(of: result)): \(result.message ?? result.status.rawValue)".splitLines()
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
