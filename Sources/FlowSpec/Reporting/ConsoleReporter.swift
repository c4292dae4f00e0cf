import FlowScript

/// The terminal output of `flowrun test`: the listing, the seed, what each finished scenario shows in its
/// ``style`` (a line, a character or nothing), the progress line and the closing summary. It returns text;
/// the runner decides where it goes (and whether the progress line is rewritten in place). Control
/// characters of names, messages and output are escaped (``ControlEscapes``), so that none reaches the
/// terminal.
public struct ConsoleReporter: Sendable {
    /// How many of the slowest scenarios the summary names.
    public static let slowestCount = 5
    /// How many characters the `dots` style puts on a line.
    public static let dotsPerLine = 80

    /// What the console shows per scenario and in the summary.
    public var style: ConsoleReporterStyle
    /// Whether status words and marks are coloured (an interactive terminal).
    public var colored: Bool

    /// Creates a reporter.
    public init(style: ConsoleReporterStyle = .dots, colored: Bool = false) {
        self.style = style
        self.colored = colored
    }

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

    /// The line opening round `round` of `--repeat`, with its seed when the order is shuffled.
    public func roundLine(_ round: Int, of rounds: Int, shuffle: ScenarioShuffle?) -> String {
        let seed = shuffle.map { ", shuffled with seed \($0.seed) (repeat it with --shuffle --seed \($0.seed))" } ?? ""
        return "Round \(round) of \(rounds)\(seed)"
    }

    /// The progress line: `[3/10] 2 passed, 1 failed`.
    public func progressLine(_ progress: ScenarioProgress) -> String {
        "[\(progress.completed)/\(progress.total)] \(closingLine(progress.counts))"
    }

    /// `list`'s line for a finished result: a status word seven wide, the time, `file:line: name`, and for a
    /// pending scenario its reason when it gave one; a spec file that could not load is named alone.
    public func resultLine(_ result: ScenarioResult) -> String {
        let word = Self.word(for: result)
        let tag = paint(word + String(repeating: " ", count: max(0, 7 - word.count)), Self.color(of: result.status))
        let name = result.scenario.index == 0 && result.status == .error
            ? result.scenario.file
            : result.scenario.description
        let reason = Self.pendingReason(of: result).map { " (\($0))" } ?? ""
        return "\(tag) \(ResultDetails.seconds(result.duration))s \(ControlEscapes.escaped(name + reason))"
    }

    /// `dots`' character for a finished result: `.` passed, `F` failed, `E` an error (a Lua error, a DSL
    /// call refused as misuse, a file that could not load), `T` timed out, `*` pending.
    public func mark(_ result: ScenarioResult) -> String {
        let mark = switch result.status {
        case .passed: "."
        case .failed: result.failureKind?.isError == true ? "E" : "F"
        case .error: "E"
        case .timeout: "T"
        case .skipped: "*"
        }
        return paint(mark, Self.color(of: result.status))
    }

    /// The report of one failing result: a heading naming the scenario, then its details indented, and
    /// what it printed, if anything. (Passing scenarios' output is not shown: it is there to explain
    /// failures.)
    public func failureReport(_ result: ScenarioResult) -> String {
        let heading = ResultDetails.heading(of: result)
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

    /// The end of a run: every failure's report, the scenarios fail-fast did not run, then (but in the
    /// `quiet` style) the pending scenarios with their reasons and the slowest scenarios, what became of the
    /// snapshots, the flaky scenarios of `--repeat`, and the closing line last, alone on its line.
    /// - Parameters:
    ///   - outcome: The results to report; for `--repeat`, every round's.
    ///   - pending: The results whose pending reasons to list: one round's, so each is listed once.
    ///   - flaky: The scenarios whose outcome differed between rounds.
    ///   - elapsed: The run's wall-clock time, for the closing line, if known.
    public func summary(
        _ outcome: ScenarioRunOutcome,
        snapshots: SnapshotReport = SnapshotReport(),
        pending: [ScenarioResult]? = nil,
        flaky: [FlakyScenario] = [],
        elapsed: Duration? = nil
    ) -> String {
        var blocks = outcome.results.filter { $0.status.isFailure }.map(failureReport)
        if !outcome.notRun.isEmpty {
            let count = outcome.notRun.count
            blocks.append("Stopped at the first failure: \(count) scenario\(count == 1 ? "" : "s") not run.")
        }
        if style != .quiet {
            let pendingLines = (pending ?? outcome.results).filter { $0.status == .skipped }.map { result in
                "  " + result.scenario.description + (Self.pendingReason(of: result).map { ": \($0)" } ?? "")
            }
            if !pendingLines.isEmpty {
                blocks.append((["Pending:"] + pendingLines).map { ControlEscapes.escaped($0) }.joined(separator: "\n"))
            }
            let slowest = slowestLines(outcome.results)
            if !slowest.isEmpty {
                blocks.append(slowest.joined(separator: "\n"))
            }
        }
        if !snapshots.isEmpty {
            blocks.append(snapshots.lines.map { ControlEscapes.escaped($0) }.joined(separator: "\n"))
        }
        if !flaky.isEmpty {
            let count = flaky.count
            let lines = ["\(count) flaky scenario\(count == 1 ? "" : "s") (the outcome differed between rounds):"]
                + flaky.map { "  \($0.scenario.description): \($0.roundsDescription)" }
            blocks.append(lines.map { ControlEscapes.escaped($0) }.joined(separator: "\n"))
        }
        blocks.append(closingLine(outcome.counts, flaky: flaky.count, elapsed: elapsed))
        return blocks.joined(separator: "\n\n")
    }

    /// `The 5 slowest scenarios:` and a line each, slowest first (`2.000s file:line: name`); scenarios that
    /// ran only (not pending ones, not files that could not load). Empty when none ran.
    public func slowestLines(_ results: [ScenarioResult]) -> [String] {
        let ran = results.enumerated().filter { $0.element.status != .skipped && $0.element.scenario.index > 0 }
        let slowest = ran.sorted { lhs, rhs in
            lhs.element.duration != rhs.element.duration
                ? lhs.element.duration > rhs.element.duration : lhs.offset < rhs.offset
        }.prefix(Self.slowestCount).map(\.element)
        guard !slowest.isEmpty else { return [] }
        let heading = slowest.count == 1 ? "The slowest scenario:" : "The \(slowest.count) slowest scenarios:"
        return [heading] + slowest.map {
            "  \(ResultDetails.seconds($0.duration))s " + ControlEscapes.escaped($0.scenario.description)
        }
    }

    /// `N passed, N failed`, with `, N skipped` when any was skipped, `, N flaky` when `--repeat` found any,
    /// and ` in 0.21s` when `elapsed` is given. CI scripts read the counts: they always come first.
    public func closingLine(_ counts: ResultCounts, flaky: Int = 0, elapsed: Duration? = nil) -> String {
        var line = "\(counts.passed) passed, \(counts.failed) failed"
        if counts.skipped > 0 { line += ", \(counts.skipped) skipped" }
        if flaky > 0 { line += ", \(flaky) flaky" }
        if let elapsed { line += " in \(Self.seconds(elapsed))s" }
        return line
    }

    /// Seconds with two decimals (`0.21`), written out so no locale turns the point into a comma.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = max(0, seconds * 100 + (attoseconds + 5_000_000_000_000_000) / 10_000_000_000_000_000)
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
    }

    /// The reason a pending result gave, nil when it gave none (declared without a body: the message is the
    /// bare word).
    static func pendingReason(of result: ScenarioResult) -> String? {
        guard result.status == .skipped, let message = result.message, message != "pending", !message.isEmpty
        else { return nil }
        return message
    }

    /// The status word of `list` and the HTML table: `PASS`, `FAIL`, `ERROR`, `TIMEOUT`, `PENDING`.
    static func word(for result: ScenarioResult) -> String {
        switch result.status {
        case .passed: "PASS"
        case .failed: result.failureKind?.isError == true ? "ERROR" : "FAIL"
        case .error: "ERROR"
        case .timeout: "TIMEOUT"
        case .skipped: "PENDING"
        }
    }

    // MARK: - Private

    /// The SGR colour of a status: green, red, or yellow for pending.
    private static func color(of status: ScenarioStatus) -> String {
        switch status {
        case .passed: "32"
        case .skipped: "33"
        case .failed, .error, .timeout: "31"
        }
    }

    private func paint(_ text: String, _ color: String) -> String {
        colored ? "\u{1B}[\(color)m\(text)\u{1B}[0m" : text
    }
}
