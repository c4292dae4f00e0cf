import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The runner's reports end to end: console styles, `--repeat`, `--html`, and JUnit's failures and errors
/// for real scenarios.
@Suite("Acceptance runner reports")
struct ReportingRunTests {
    @Test("--reporter list prints each scenario with its status and time, then pending reasons and the slowest")
    func listStylePrintsEachScenario() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.reporter = .list

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        let greeting = IntegrationSupport.greeting
        #expect(!passed)
        let lines = output.lines
        #expect(lines.contains { $0.hasPrefix("PASS    ") && $0.hasSuffix("s \(greeting):6: Greeting #fixture shows the greeting") })
        #expect(lines.contains { $0.hasPrefix("FAIL    ") && $0.hasSuffix("s \(greeting):18: Greeting #fixture says goodbye #failing") })
        #expect(lines.contains { $0.hasPrefix("PENDING ") && $0.hasSuffix("s \(greeting):24: Greeting #fixture waves back") })
        #expect(output.text.contains("Pending:\n  \(greeting):24: Greeting #fixture waves back\n"))
        #expect(output.text.contains("The 3 slowest scenarios:\n"))
        #expect(lines.last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
    }

    @Test("--reporter dots prints a character per scenario on a line of its own; quiet prints no scenario")
    func dotsAndQuietStyles() async throws {
        // Given
        var dots = IntegrationSupport.options([IntegrationSupport.greeting])
        dots.reporter = .dots
        var quiet = dots
        quiet.reporter = .quiet

        // When
        let (_, dotted) = try await IntegrationSupport.run(dots)
        let (_, quieted) = try await IntegrationSupport.run(quiet)

        // Then
        #expect(dotted.lines.first.map { $0.sorted() } == ["*", ".", ".", "F"])
        #expect(dotted.lines.dropFirst().first == "")
        #expect(dotted.text.contains("The 3 slowest scenarios:"))
        #expect(quieted.text.hasPrefix("FAILED Greeting #fixture says goodbye #failing"))
        #expect(!quieted.text.contains("slowest"))
        #expect(!quieted.text.contains("Pending:"))
        #expect(quieted.lines.last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
    }

    @Test("--repeat runs the selection again with a new seed each round and counts every round")
    func repeatRunsEveryRound() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.rounds = 3
        options.shuffle = true
        options.seed = 5
        options.reporter = .quiet

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        let second = ScenarioShuffle(seed: 5).nextRound()
        #expect(!passed)
        #expect(output.lines.first == "Round 1 of 3, shuffled with seed 5 (repeat it with --shuffle --seed 5)")
        #expect(output.text.contains("Round 2 of 3, shuffled with seed \(second.seed) "))
        #expect(output.text.contains("Round 3 of 3, shuffled with seed \(second.nextRound().seed) "))
        #expect(output.text.contains("FAILED Greeting #fixture says goodbye #failing [round 2/3] ("))
        #expect(!output.text.contains("flaky"))
        #expect(output.lines.last?.hasPrefix("6 passed, 3 failed, 3 skipped in ") == true)
    }

    @Test("--repeat passes when every round passes")
    func repeatPassesWhenEveryRoundPasses() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.excludedTags = ["failing"]
        options.rounds = 2

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed, "\(output.text)")
        #expect(output.lines.first == "Round 1 of 2")
        #expect(output.lines.last?.hasPrefix("4 passed, 0 failed, 2 skipped in ") == true)
    }

    @Test("--html writes one page with the failure's message, screen and last steps")
    func htmlReportIsWritten() async throws {
        // Given
        let scratch = try TemporaryDirectory()
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.htmlPath = scratch.path("report.html")

        // When
        _ = try await IntegrationSupport.run(options)

        // Then
        let html = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
        #expect(html.contains("<title>flowrun test: 2 passed, 1 failed, 1 skipped</title>"))
        #expect(html.contains("<pre class=\"message\">expected \"Goodbye\", got \"Tapped 1\"</pre>"))
        #expect(html.contains("<pre class=\"screen\">"))
        #expect(html.contains("line 20: tap \"Tap\""))
    }

    @Test("JUnit reports a raised Lua error as an error and a failed expectation as a failure")
    func junitTellsErrorsFromFailures() async throws {
        // Given
        let scratch = try TemporaryDirectory()
        var options = IntegrationSupport.options([IntegrationSupport.raises, IntegrationSupport.greeting])
        options.junitPath = scratch.path("report.xml")

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        let xml = try String(contentsOfFile: scratch.path("report.xml"), encoding: .utf8)
        #expect(xml.contains("<failure message=\"expected &quot;Goodbye&quot;, got &quot;Tapped 1&quot;\" type=\"expectation\">"))
        #expect(xml.contains("<error message=\"the spec gave up\" type=\"lua\">"))
        #expect(xml.contains("type=\"lua\">\(IntegrationSupport.raises):9: attempt to index a nil value"))
        #expect(xml.contains("tests=\"6\" failures=\"1\" errors=\"2\""))
        #expect(output.text.contains("ERROR Raising raises an error of its own (\(IntegrationSupport.raises):3)"))
    }

    @Test("A run that ends in an error before any scenario leaves an HTML page saying so")
    func htmlReportOfAnError() async throws {
        // Given
        let scratch = try TemporaryDirectory()
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.filter = "no such scenario"
        options.htmlPath = scratch.path("report.html")

        // When
        await #expect(throws: AcceptanceRunError.self) { try await IntegrationSupport.run(options) }

        // Then
        let html = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
        #expect(html.contains("The run ended in an error"))
        #expect(html.contains("no such scenario"))
    }

    @Test("--repeat, --reporter and --html options that make no sense are refused before any file is read")
    func contradictoryReportOptionsAreRefused() {
        // Given
        var noRounds = AcceptanceOptions()
        noRounds.rounds = 0
        var listRepeated = AcceptanceOptions()
        listRepeated.list = true
        listRepeated.rounds = 2
        var updateRepeated = AcceptanceOptions()
        updateRepeated.snapshotMode = .update
        updateRepeated.rounds = 2
        var tapWithStyle = AcceptanceOptions()
        tapWithStyle.tap = true
        tapWithStyle.reporter = .dots
        var emptyHTML = AcceptanceOptions()
        emptyHTML.htmlPath = ""

        // When / Then
        #expect(throws: AcceptanceRunError.invalidRepeat(0)) { try noRounds.checkUsage() }
        #expect(throws: AcceptanceRunError.listWithRepeat) { try listRepeated.checkUsage() }
        #expect(throws: AcceptanceRunError.repeatWithUpdateSnapshots) { try updateRepeated.checkUsage() }
        #expect(throws: AcceptanceRunError.reporterWithTAP(.dots)) { try tapWithStyle.checkUsage() }
        #expect(throws: AcceptanceRunError.emptyHTMLPath) { try emptyHTML.checkUsage() }
        #expect(AcceptanceRunError.invalidRepeat(0).description == "--repeat 0: the scenarios must run at least once")
    }

    @Test("The console style is list on a terminal and dots otherwise, unless --reporter says")
    func defaultStyleFollowsTheTerminal() {
        // Given
        var terminal = AcceptanceOptions()
        terminal.colored = true
        var chosen = terminal
        chosen.reporter = .quiet

        // When / Then
        #expect(terminal.consoleStyle == .list)
        #expect(AcceptanceOptions().consoleStyle == .dots)
        #expect(chosen.consoleStyle == .quiet)
    }
}
