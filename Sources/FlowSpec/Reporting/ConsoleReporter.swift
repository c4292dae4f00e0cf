import FlowScript

/// The terminal output of `flowrun test`: the listing, the seed, the progress line and the closing
/// summary. It returns text; the command decides where it goes (and whether the progress line is
/// rewritten in place). Control characters of names, messages and output are escaped (``ControlEscapes``),
/// so that none reaches the terminal.
public struct ConsoleReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// `--list`: one `file:line: full name` line per scenario (`(pending)` after pending ones) and a count.
    public func listing(_ scenarios: [Scenario]) -> String {
        let lines = scenarios.map { ControlEscapes.escaped($0.description) + ($0.isPending ? " (pending)" : "") }
        let count = "\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")"
        return (lines + [count]).joined(separator: "\n")
    }

    /// The line announcing a shuffled order, with how to repeat it.
    public func seedLine(_ shuffle: ScenarioShuffle) -> String {
        "Shuffled with seed \(shuffle.seed) (repeat this order with --shuffle --seed \(shuffle.seed))"
    }

    /// The progress line: `[3/10] 2 passed, 1 failed`.
    public func progressLine(_ progress: ScenarioProgress) -> String {
        "[\(progress.completed)/\(progress.total)] \(closingLine(progress.counts))"
    }

    /// The report of one failing result: a heading naming the scenario, then its details indented, and
    /// what it printed, if anything. (Passing scenarios' output is not shown: it is there to explain
    /// failures.)
    public func failureReport(_ result: ScenarioResult) -> String {
        let heading = ResultDetails.heading(of: result.status)
        let title = result.status == .error
            ? "\(heading) \(result.scenario.file)"
            : "\(heading) \(result.scenario.name) (\(result.scenario.location))"
        var details = ResultDetails.lines(of: result)
        if !result.output.isEmpty {
            details.append("Output:")
            details += ResultDetails.outputLines(of: result).map { "  " + $0 }
        }
        return ([title] + details.map { "  " + $0 }).map { ControlEscapes.escaped($0) }.joined(separator: "\n")
    }

    /// The end of a run: every failure's report, the scenarios fail-fast did not run, what became of the
    /// snapshots, and the closing line last, alone on its line.
    public func summary(_ outcome: ScenarioRunOutcome, snapshots: SnapshotReport = SnapshotReport()) -> String {
        var blocks = outcome.results.filter { $0.status.isFailure }.map(failureReport)
        if !outcome.notRun.isEmpty {
            let count = outcome.notRun.count
            blocks.append("Stopped at the first failure: \(count) scenario\(count == 1 ? "" : "s") not run.")
        }
        if !snapshots.isEmpty {
            blocks.append(snapshots.lines.map { ControlEscapes.escaped($0) }.joined(separator: "\n"))
        }
        blocks.append(closingLine(outcome.counts))
        return blocks.joined(separator: "\n\n")
    }

    /// `N passed, N failed`, with `, N skipped` when any was skipped.
    public func closingLine(_ counts: ResultCounts) -> String {
        let line = "\(counts.passed) passed, \(counts.failed) failed"
        return counts.skipped > 0 ? line + ", \(counts.skipped) skipped" : line
    }
}
