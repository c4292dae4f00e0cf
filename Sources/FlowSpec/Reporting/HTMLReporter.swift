import FlowScript
import FlowTooling

/// `--html FILE`: the results as one self-contained HTML page, to read in a browser or keep as a CI
/// artifact. The styles are inline; the page loads nothing and needs no script.
///
/// It shows the summary (the closing line, the counts and the summed time), then every failure with its
/// message, location, the screen at the moment of failure (the text the console shows, in a terminal-like
/// box), the last steps and what it printed; then the flaky scenarios of `--repeat`, the pending ones with
/// their reasons, the five slowest and a table of every result. All text is escaped (``XMLText``).
public struct HTMLReporter: Sendable {
    /// The page's title and heading.
    public var title: String

    /// Creates a reporter.
    public init(title: String = "flowrun test") {
        self.title = title
    }

    /// The page, ending with a newline.
    /// - Parameters:
    ///   - outcome: The results to report; for `--repeat`, every round's.
    ///   - pending: The results whose pending reasons to list (one round's); by default `outcome`'s.
    ///   - flaky: The scenarios whose outcome differed between rounds.
    ///   - notes: Lines to show under the summary, such as the seed of a shuffled order.
    public func report(
        _ outcome: ScenarioRunOutcome,
        pending: [ScenarioResult]? = nil,
        flaky: [FlakyScenario] = [],
        notes: [String] = []
    ) -> String {
        let console = ConsoleReporter()
        let counts = outcome.counts
        let closing = console.closingLine(counts, flaky: flaky.count)
        let verdict = outcome.succeeded ? "passed" : "failed"
        var body = [
            "<header class=\"summary \(verdict)\">",
            "<h1>\(text(title))</h1>",
            "<p class=\"closing\">\(text(closing))</p>",
            "<ul class=\"counts\">",
            "<li class=\"passed\">\(counts.passed) passed</li>",
            "<li class=\"failed\">\(counts.failed) failed</li>",
            "<li class=\"skipped\">\(counts.skipped) skipped</li>",
            "<li>\(ResultDetails.seconds(outcome.results.reduce(.zero) { $0 + $1.duration }))s in all</li>",
            "</ul>",
        ]
        body += notes.map { "<p class=\"note\">\(text($0))</p>" }
        if !outcome.notRun.isEmpty {
            let count = outcome.notRun.count
            body.append("<p class=\"note\">Stopped at the first failure: \(count) scenario\(count == 1 ? "" : "s") not run.</p>")
        }
        body.append("</header>")
        let failures = outcome.results.filter { $0.status.isFailure }
        if !failures.isEmpty {
            body.append("<section id=\"failures\">")
            body.append("<h2>Failures (\(failures.count))</h2>")
            for (offset, result) in failures.enumerated() {
                body += failureArticle(result, number: offset + 1)
            }
            body.append("</section>")
        }
        if !flaky.isEmpty {
            body.append("<section id=\"flaky\">")
            body.append("<h2>Flaky (\(flaky.count)): the outcome differed between rounds</h2>")
            body.append("<ul>")
            body += flaky.map { "<li><code>\(text($0.scenario.description))</code>: \(text($0.roundsDescription))</li>" }
            body += ["</ul>", "</section>"]
        }
        let pendingResults = (pending ?? outcome.results).filter { $0.status == .skipped }
        if !pendingResults.isEmpty {
            body += ["<section id=\"pending\">", "<h2>Pending (\(pendingResults.count))</h2>", "<ul>"]
            body += pendingResults.map { result in
                "<li><code>\(text(result.scenario.description))</code>"
                    + (ConsoleReporter.pendingReason(of: result).map { ": \(text($0))" } ?? "") + "</li>"
            }
            body += ["</ul>", "</section>"]
        }
        let slowest = console.slowestLines(outcome.results)
        if let heading = slowest.first {
            body += ["<section id=\"slowest\">", "<h2>\(text(String(heading.dropLast())))</h2>", "<ol>"]
            body += slowest.dropFirst().map { "<li><code>\(text(String($0.dropFirst(2))))</code></li>" }
            body += ["</ol>", "</section>"]
        }
        body += resultsTable(outcome.results)
        return Self.page(title: "\(title): \(closing)", body: body)
    }

    /// The page of a run that ended in an error before any scenario ran (no scenario declared, nothing
    /// selected), with `message`.
    public func errorReport(_ message: String) -> String {
        Self.page(title: "\(title): error", body: [
            "<header class=\"summary failed\">",
            "<h1>\(text(title))</h1>",
            "<p class=\"closing\">The run ended in an error</p>",
            "</header>",
            "<pre class=\"message\">\(text(message))</pre>",
        ])
    }

    // MARK: - Private

    private func failureArticle(_ result: ScenarioResult, number: Int) -> [String] {
        let heading = ResultDetails.heading(of: result)
        let name = result.status == .error ? result.scenario.file : result.scenario.name
        var lines = [
            "<article class=\"failure\" id=\"failure-\(number)\">",
            "<h3><span class=\"tag\">\(text(heading))</span> \(text(name))</h3>",
            "<p class=\"location\">at <code>\(text(ResultDetails.location(of: result).description))</code>"
                + (result.status == .error ? "" : " (scenario at <code>\(text(result.scenario.location.description))</code>)")
                + ", after \(ResultDetails.seconds(result.duration))s</p>",
            "<pre class=\"message\">\(text(result.message ?? result.status.rawValue))</pre>",
        ]
        let diff = ResultDetails.diffLines(of: result)
        if let heading = diff.first {
            // Coloured as the console's diff reads: removed (expected) red, added (actual) green.
            lines.append("<h4>\(text(heading))</h4>")
            lines.append("<pre class=\"diff\">" + diff.dropFirst().map { line in
                let kind = line.hasPrefix("  - ") ? "expected" : line.hasPrefix("  + ") ? "actual" : "same"
                return "<span class=\"\(kind)\">\(text(line))</span>"
            }.joined(separator: "\n") + "</pre>")
        }
        if let screen = result.screen, !screen.isEmpty {
            lines += ["<h4>Screen</h4>", "<pre class=\"screen\">\(text(screen))</pre>"]
        }
        if !result.transcriptTail.isEmpty {
            lines.append("<h4>Last steps</h4>")
            if result.earlierStepCount > 0 {
                let count = result.earlierStepCount
                lines.append("<p class=\"earlier\">(\(count) earlier step\(count == 1 ? "" : "s") not shown)</p>")
            }
            lines.append("<ol class=\"steps\" start=\"\(result.earlierStepCount + 1)\">")
            lines += result.transcriptTail.map { "<li><code>\(text($0))</code></li>" }
            lines.append("</ol>")
        }
        if !result.output.isEmpty {
            lines += ["<h4>Output</h4>", "<pre class=\"output\">\(text(result.output))</pre>"]
        }
        lines.append("</article>")
        return lines
    }

    private func resultsTable(_ results: [ScenarioResult]) -> [String] {
        guard !results.isEmpty else { return [] }
        var lines = [
            "<section id=\"results\">",
            "<h2>Every result (\(results.count))</h2>",
            "<table>",
            "<thead><tr><th>Status</th><th>Time</th><th>Scenario</th><th>Location</th></tr></thead>",
            "<tbody>",
        ]
        for result in results {
            let name = result.status == .error && result.scenario.index == 0 ? result.scenario.file : result.scenario.name
            lines.append("<tr class=\"\(result.status.rawValue)\"><td>\(ConsoleReporter.word(for: result))</td>"
                + "<td>\(ResultDetails.seconds(result.duration))s</td><td>\(text(name))</td>"
                + "<td><code>\(text(result.scenario.location.description))</code></td></tr>")
        }
        lines += ["</tbody>", "</table>", "</section>"]
        return lines
    }

    private func text(_ text: String) -> String {
        XMLText.escaped(text)
    }

    private static func page(title: String, body: [String]) -> String {
        ([
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(XMLText.escaped(title))</title>",
            "<style>",
            style,
            "</style>",
            "</head>",
            "<body>",
        ] + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    /// The page's styles: plain, printable, the screens drawn as a terminal draws them.
    private static let style = """
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; \
        max-width: 72rem; padding: 1.5rem; color: #1f2328; background: #ffffff; }
        h1 { margin: 0 0 .25rem; font-size: 1.6rem; }
        h2 { margin: 2rem 0 .75rem; font-size: 1.25rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
        h3 { margin: 0 0 .5rem; font-size: 1.05rem; }
        h4 { margin: .9rem 0 .3rem; font-size: .9rem; text-transform: uppercase; letter-spacing: .04em; color: #57606a; }
        code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; }
        pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .summary { padding: 1rem 1.25rem; border-radius: 8px; color: #ffffff; }
        .summary.passed { background: #1a7f37; }
        .summary.failed { background: #cf222e; }
        .closing { font-size: 1.2rem; font-weight: 600; margin: 0 0 .5rem; }
        .counts { list-style: none; padding: 0; margin: 0; display: flex; gap: 1.5rem; flex-wrap: wrap; }
        .note { margin: .5rem 0 0; }
        .failure { border: 1px solid #cf222e; border-left-width: 6px; border-radius: 6px; padding: 1rem; margin: 0 0 1rem; }
        .tag { background: #cf222e; color: #ffffff; border-radius: 4px; padding: 0 .4rem; font-size: .8rem; }
        .location { margin: 0 0 .5rem; color: #57606a; }
        .message { background: #fff1f0; border-radius: 4px; padding: .5rem .75rem; color: #82071e; }
        .diff { background: #f6f8fa; border-radius: 4px; padding: .5rem .75rem; }
        .diff .expected { color: #82071e; background: #ffebe9; }
        .diff .actual { color: #116329; background: #dafbe1; }
        .screen { display: inline-block; min-width: 40ch; background: #0d1117; color: #e6edf3; \
        padding: .75rem 1rem; border-radius: 6px; white-space: pre; line-height: 1.2; }
        .steps { margin: 0; padding-left: 2.5rem; }
        .earlier { margin: 0; color: #57606a; }
        .output { background: #f6f8fa; border-radius: 4px; padding: .5rem .75rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
        tr.passed td:first-child { color: #1a7f37; font-weight: 600; }
        tr.failed td:first-child, tr.error td:first-child, tr.timeout td:first-child { color: #cf222e; font-weight: 600; }
        tr.skipped td:first-child { color: #9a6700; font-weight: 600; }
        """
}
