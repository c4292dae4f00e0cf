import FlowScript
import Testing
@testable import FlowSpec

@Suite("Console output")
struct ConsoleReporterTests {
    private let reporter = ConsoleReporter(style: .quiet)

    @Test("the closing line is N passed, N failed, with skipped only when any")
    func closingLineFormat() {
        // Given / When / Then
        #expect(reporter.closingLine(ResultCounts(passed: 3, failed: 0)) == "3 passed, 0 failed")
        #expect(reporter.closingLine(ResultCounts(passed: 1, failed: 2, skipped: 4)) == "1 passed, 2 failed, 4 skipped")
    }

    @Test("the summary shows each failure's line, expected vs actual, screen and last steps, and ends with the closing line")
    func summaryGolden() {
        // Given
        let outcome = ReportFixtures.outcome
        // When
        let summary = reporter.summary(outcome)
        // Then
        let expected = """
            FAILED Onboarding shows <Start> & "ends" (Tests/Acceptance/onboarding_spec.lua:8)
              Tests/Acceptance/onboarding_spec.lua:11: expected "Start", got "Continue"
              Screen:
                [onboarding] Welcome
                  (Continue)
              Last steps:
                (2 earlier steps not shown)
                line 3: tap "Continue"
                line 4: tap "Continue"
                line 5: tap "Continue"
                line 6: tap "Continue"
                line 7: tap "Continue"
                line 8: tap "Continue"
                line 9: tap "Continue"
                line 10: tap "Continue"

            TIMED OUT Items never settles (Tests/Acceptance/items_spec.lua:5)
              Tests/Acceptance/items_spec.lua:7: did not finish within 1000000 instructions\\027[0m

            COULD NOT LOAD Tests/Acceptance/broken_spec.lua
              Tests/Acceptance/broken_spec.lua:4: 'end' expected near <eof>

            Stopped at the first failure: 1 scenario not run.

            1 passed, 3 failed, 1 skipped
            """
        #expect(summary == expected)
        #expect(summary.split(separator: "\n").last == "1 passed, 3 failed, 1 skipped")
    }

    @Test("last steps say how many earlier steps were left out, and nothing when none were")
    func lastStepsCountTheStepsLeftOut() {
        // Given
        let steps = (1...9).map { "line \($0): tap \"Next\"" }
        let longer = ScenarioResult(scenario: Scenarios.named("Long"), status: .failed, message: "m", transcript: steps)
        let short = ScenarioResult(
            scenario: Scenarios.named("Short"), status: .failed, message: "m", transcript: Array(steps.prefix(8)))

        // When
        let longerReport = reporter.failureReport(longer).split(separator: "\n").map(String.init)
        let shortReport = reporter.failureReport(short).split(separator: "\n").map(String.init)

        // Then
        #expect(Array(longerReport.dropFirst(2).prefix(3)) == [
            "  Last steps:", "    (1 earlier step not shown)", "    line 2: tap \"Next\"",
        ])
        #expect(longerReport.count == 12)
        #expect(Array(shortReport.dropFirst(2).prefix(2)) == ["  Last steps:", "    line 1: tap \"Next\""])
    }

    @Test("a multi-line message keeps its lines indented under the failure")
    func multiLineMessageIndented() {
        // Given
        let result = ScenarioResult(
            scenario: Scenarios.named("Login logs in"),
            status: .failed,
            message: "exhaustive: 1 change was not asserted:\n  screen \"items.list\"",
            location: SourceLocation(source: "Tests/Acceptance/login_spec.lua", line: 4)
        )
        // When
        let report = reporter.failureReport(result)
        // Then
        #expect(report == """
            FAILED Login logs in (Tests/Acceptance/login_spec.lua:3)
              Tests/Acceptance/login_spec.lua:4: exhaustive: 1 change was not asserted:
                screen "items.list"
            """)
    }

    @Test("control characters in names, messages and output are escaped as Lua writes them; tabs are kept")
    func controlCharactersAreEscaped() {
        // Given
        let scenario = Scenario(file: "Tests/Acceptance/x_spec.lua", line: 2, name: "red \u{1B}[31m\u{0}\u{0B}\u{85}", index: 1)
        let result = ScenarioResult(
            scenario: scenario, status: .failed, message: "bell \u{7}\ttab", location: scenario.location,
            output: "clear \u{1B}[2J\n")

        // When
        let report = reporter.failureReport(result)
        let listing = reporter.listing([scenario])

        // Then
        #expect(report == """
            FAILED red \\027[31m\\000\\011\\u{85} (Tests/Acceptance/x_spec.lua:2)
              Tests/Acceptance/x_spec.lua:2: bell \\007\ttab
              Output:
                clear \\027[2J
            """)
        #expect(listing.hasPrefix("Tests/Acceptance/x_spec.lua:2: red \\027[31m\\000\\011\\u{85}\n"))
    }

    @Test("bidi controls in names, messages and output are made visible, so nothing renders reversed")
    func bidiControlsAreEscaped() {
        // Given: a name that a right-to-left override would show as "invoice_exe.png"
        let scenario = Scenario(file: "Tests/Acceptance/x_spec.lua", line: 2, name: "invoice_\u{202E}gnp.exe", index: 1)
        let result = ScenarioResult(
            scenario: scenario, status: .failed, message: "\u{2067}isolated\u{2069}\u{200F}", location: scenario.location,
            output: "\u{061C}out\n")

        // When
        let report = reporter.failureReport(result) + reporter.listing([scenario])

        // Then
        #expect(report.contains(#"FAILED invoice_\u{202E}gnp.exe (Tests/Acceptance/x_spec.lua:2)"#))
        #expect(report.contains(#"x_spec.lua:2: \u{2067}isolated\u{2069}\u{200F}"#))
        #expect(report.contains(#"\u{61C}out"#))
        #expect(!report.unicodeScalars.contains { ControlEscapes.isBidiControl($0) })
    }

    @Test("the progress line counts what finished out of the total")
    func progressLine() {
        // Given
        let latest = ScenarioResult(scenario: Scenarios.named("x"), status: .failed)
        let progress = ScenarioProgress(completed: 3, total: 10, counts: ResultCounts(passed: 2, failed: 1), latest: latest)
        // When / Then
        #expect(reporter.progressLine(progress) == "[3/10] 2 passed, 1 failed")
    }

    @Test("--list prints file:line: name per scenario, pending marked, and the count")
    func listing() {
        // Given
        let scenarios = [
            Scenarios.named("Login signs in", line: 3, index: 1),
            Scenario(file: "Tests/Acceptance/login_spec.lua", line: 9, name: "Login logs out", index: 2, isPending: true),
        ]
        // When / Then
        #expect(reporter.listing(scenarios) == """
            Tests/Acceptance/login_spec.lua:3: Login signs in
            Tests/Acceptance/login_spec.lua:9: Login logs out (pending)
            2 scenarios
            """)
    }

    @Test("the seed line says how to repeat the order")
    func seedLine() {
        // Given / When / Then
        #expect(reporter.seedLine(ScenarioShuffle(seed: 1234))
            == "Shuffled with seed 1234 (repeat this order with --shuffle --seed 1234)")
    }
}
