import FlowScript

/// `--tap`: the results as TAP version 13, one test point per result, failures with a YAML block.
public struct TAPReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The TAP stream, ending with a newline. Pending scenarios are `ok ... # SKIP reason`; the YAML
    /// block's `severity` tells a failed expectation (`fail`) from an error (`error`: a Lua error, a misused
    /// DSL call, a file that could not load) and a `timeout`, as JUnit tells a `failure` from an `error`. What a
    /// scenario printed is its YAML block's `output`, passing ones included.
    /// Scenarios fail-fast did not run are counted in a closing comment.
    public func report(_ outcome: ScenarioRunOutcome) -> String {
        var lines = ["TAP version 13", "1..\(outcome.results.count)"]
        for (offset, result) in outcome.results.enumerated() {
            let point = "\(offset + 1) - \(description(of: result.scenario.name))"
            switch result.status {
            case .passed:
                lines.append("ok " + point)
                lines += outputBlock(result)
            case .skipped:
                lines.append("ok \(point) # SKIP \(description(of: result.message ?? "pending"))")
                lines += outputBlock(result)
            case .failed, .error, .timeout:
                lines.append("not ok " + point)
                lines += diagnostics(result)
            }
        }
        if !outcome.notRun.isEmpty {
            lines.append("# \(outcome.notRun.count) not run: stopped at the first failure")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func diagnostics(_ result: ScenarioResult) -> [String] {
        let severity = switch result.status {
        case .error: "error"
        case .timeout: "timeout"
        default: result.failureKind?.isError == true ? "error" : "fail"
        }
        var lines = [
            "  ---",
            // A message with a diff is lines: ended, it is written as a `|` block, which reads as it prints.
            "  message: " + YAMLText.scalar(
                ResultDetails.messageWithDiff(of: result) + (result.diff.isEmpty ? "" : "\n"), indent: 4),
            "  severity: \(severity)",
            "  at: " + YAMLText.quoted(ResultDetails.location(of: result).description),
        ]
        if let screen = result.screen, !screen.isEmpty {
            // A screen is lines of text: with its last line ended, it reads back exactly from a `|` block.
            lines.append("  screen: " + YAMLText.scalar(screen + "\n", indent: 4))
        }
        if result.earlierStepCount > 0 {
            lines.append("  earlier_steps_not_shown: \(result.earlierStepCount)")
        }
        if !result.transcriptTail.isEmpty {
            lines.append("  steps:")
            lines += result.transcriptTail.map { "    - " + YAMLText.quoted($0) }
        }
        if !result.output.isEmpty {
            lines.append(outputKey(result))
        }
        lines.append("  ...")
        return lines
    }

    /// The YAML block of a result that did not fail: only its output, when it printed something.
    private func outputBlock(_ result: ScenarioResult) -> [String] {
        result.output.isEmpty ? [] : ["  ---", outputKey(result), "  ..."]
    }

    private func outputKey(_ result: ScenarioResult) -> String {
        "  output: " + YAMLText.scalar(result.output, indent: 4)
    }

    /// A test point's description: one line, with `#` (which starts a directive) and `\` escaped, and
    /// control characters made visible.
    private func description(of text: String) -> String {
        ControlEscapes.escaped(
            text.replacing("\\", with: "\\\\")
                .replacing("#", with: "\\#")
                .splitLines()
                .joined(separator: " "))
    }
}
