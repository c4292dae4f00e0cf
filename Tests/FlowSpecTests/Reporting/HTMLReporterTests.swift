import FlowScript
import Testing
@testable import FlowSpec

/// `--html FILE`: one self-contained page with the summary, the failures and every result.
@Suite("HTML report")
struct HTMLReporterTests {
    @Test("the page holds the closing line, each failure's message, location, screen and last steps, escaped")
    func failuresAreShownInFull() {
        // When
        let html = HTMLReporter().report(ReportFixtures.outcome)

        // Then
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains("<title>flowrun test: 1 passed, 3 failed, 1 skipped</title>"))
        #expect(html.contains("<header class=\"summary failed\">"))
        #expect(html.contains("<h2>Failures (3)</h2>"))
        #expect(html.contains("<h3><span class=\"tag\">FAILED</span> Onboarding shows &lt;Start&gt; &amp; \"ends\"</h3>"))
        #expect(html.contains("at <code>Tests/Acceptance/onboarding_spec.lua:11</code>"))
        #expect(html.contains("<pre class=\"message\">expected \"Start\", got \"Continue\"</pre>"))
        #expect(html.contains("<pre class=\"screen\">[onboarding] Welcome\n  (Continue)</pre>"))
        #expect(html.contains("<p class=\"earlier\">(2 earlier steps not shown)</p>"))
        #expect(html.contains("<ol class=\"steps\" start=\"3\">\n<li><code>line 3: tap \"Continue\"</code></li>"))
        #expect(html.contains("<h3><span class=\"tag\">TIMED OUT</span> Items never settles</h3>"))
        #expect(html.contains("did not finish within 1000000 instructions\\u{1B}[0m"))
        #expect(!html.contains("\u{1B}"))
        #expect(html.contains("<h3><span class=\"tag\">COULD NOT LOAD</span> Tests/Acceptance/broken_spec.lua</h3>"))
        #expect(html.contains("'end' expected near &lt;eof&gt;"))
        #expect(html.contains("Stopped at the first failure: 1 scenario not run."))
    }

    @Test("bidi controls in names, messages, screens and output are made visible in the page, never obeyed")
    func bidiControlsAreMadeVisible() {
        // When
        let html = HTMLReporter(title: "run \u{202D}x").report(ReportFixtures.bidiOutcome)

        // Then
        #expect(html.contains(#"invoice_\u{202E}gnp.exe"#))
        #expect(html.contains(#"<pre class="message">\u{2067}isolated\u{2069}\u{200F} &lt;b&gt;</pre>"#))
        #expect(html.contains(#"<pre class="screen">\u{200E}screen</pre>"#))
        #expect(html.contains(#"<pre class="output">\u{61C}out"#))
        #expect(html.contains(#"<title>run \u{202D}x: "#))
        #expect(!html.unicodeScalars.contains { ControlEscapes.isBidiControl($0) })
    }

    @Test("the page lists pending scenarios, the slowest ones and every result in a table")
    func everyResultIsListed() {
        // When
        let html = HTMLReporter().report(ReportFixtures.outcome)

        // Then
        #expect(html.contains("<h2>Pending (1)</h2>"))
        #expect(html.contains("<li><code>Tests/Acceptance/onboarding_spec.lua:14: Onboarding survives restarts</code></li>"))
        #expect(html.contains("<h2>The 3 slowest scenarios</h2>"))
        #expect(html.contains("<li><code>2.000s Tests/Acceptance/items_spec.lua:5: Items never settles</code></li>"))
        #expect(html.contains("<h2>Every result (5)</h2>"))
        #expect(html.contains("<tr class=\"passed\"><td>PASS</td><td>0.012s</td><td>Onboarding #smoke shows the first image</td>"))
        #expect(html.contains("<tr class=\"timeout\"><td>TIMEOUT</td>"))
    }

    @Test("the page loads nothing: no script, no link, no external source")
    func pageIsSelfContained() {
        // When
        let html = HTMLReporter().report(ReportFixtures.outcome, notes: ["Shuffled with seed 7"]).lowercased()

        // Then
        for forbidden in ["<script", "<link", "src=", "href=", "url(", "@import", "http:", "https:"] {
            #expect(!html.contains(forbidden), "the page holds \(forbidden)")
        }
        #expect(html.contains("<style>"))
        #expect(html.contains("<p class=\"note\">shuffled with seed 7</p>"))
    }

    @Test("a passing run has a green summary and no failure section; flaky scenarios are listed")
    func passingRunAndFlakyScenarios() {
        // Given
        let scenario = Scenario(file: "a_spec.lua", line: 2, name: "A <b>", index: 1)
        let rounds = [
            ScenarioRunOutcome(results: [ScenarioResult(scenario: scenario, status: .passed)]),
            ScenarioRunOutcome(results: [ScenarioResult(scenario: scenario, status: .skipped, message: "later")]),
        ]

        // When
        let html = HTMLReporter().report(rounds[0], flaky: FlakyScenario.find(in: rounds))

        // Then
        #expect(html.contains("<header class=\"summary passed\">"))
        #expect(!html.contains("id=\"failures\""))
        #expect(html.contains("<li><code>a_spec.lua:2: A &lt;b&gt;</code>: passed in round 1; skipped in round 2</li>"))
        #expect(html.contains("1 passed, 0 failed, 1 flaky"))
    }

    @Test("a run that ended in an error leaves a page saying why")
    func errorReport() {
        // When
        let html = HTMLReporter().errorReport("no scenarios declared in <a_spec.lua>")

        // Then
        #expect(html.contains("<pre class=\"message\">no scenarios declared in &lt;a_spec.lua&gt;</pre>"))
        #expect(html.contains("<header class=\"summary failed\">"))
    }
}
