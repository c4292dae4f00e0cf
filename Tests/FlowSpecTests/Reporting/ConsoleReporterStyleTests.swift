import Testing
@testable import FlowSpec

/// `--reporter list|dots|quiet`: what each style shows per scenario and in the summary.
@Suite("Console reporter styles")
struct ConsoleReporterStyleTests {
    static let file = "Tests/Acceptance/login_spec.lua"

    static func result(
        _ name: String, _ status: ScenarioStatus, line: Int = 3, milliseconds: Int = 0, message: String? = nil,
        kind: ScenarioFailureKind? = nil
    ) -> ScenarioResult {
        ScenarioResult(
            scenario: Scenario(file: file, line: line, name: name, index: line, isPending: status == .skipped),
            status: status, message: message, duration: .milliseconds(milliseconds), failureKind: kind)
    }

    @Test("list shows each result's status word, time and file:line: name; a pending reason; a file that did not load")
    func listLines() {
        // Given
        let reporter = ConsoleReporter(style: .list)

        // When / Then
        #expect(reporter.resultLine(Self.result("Login signs in", .passed, milliseconds: 12))
            == "PASS    0.012s Tests/Acceptance/login_spec.lua:3: Login signs in")
        #expect(reporter.resultLine(Self.result("Login fails", .failed, milliseconds: 1250, kind: .expectation))
            == "FAIL    1.250s Tests/Acceptance/login_spec.lua:3: Login fails")
        #expect(reporter.resultLine(Self.result("Login raises", .failed, kind: .error)).hasPrefix("ERROR   0.000s "))
        #expect(reporter.resultLine(Self.result("Login hangs", .timeout)).hasPrefix("TIMEOUT 0.000s "))
        #expect(reporter.resultLine(Self.result("Login later", .skipped, message: "waits for the API"))
            == "PENDING 0.000s Tests/Acceptance/login_spec.lua:3: Login later (waits for the API)")
        #expect(reporter.resultLine(Self.result("Login someday", .skipped, message: "pending"))
            == "PENDING 0.000s Tests/Acceptance/login_spec.lua:3: Login someday")
        let broken = ScenarioResult.loadFailure(file: "Tests/Acceptance/broken_spec.lua", message: "x", location: nil)
        #expect(reporter.resultLine(broken) == "ERROR   0.000s Tests/Acceptance/broken_spec.lua")
    }

    @Test("list colours its status words on a terminal")
    func listColours() {
        // Given
        let reporter = ConsoleReporter(style: .list, colored: true)

        // When
        let line = reporter.resultLine(Self.result("Login signs in", .passed))

        // Then
        #expect(line.hasPrefix("\u{1B}[32mPASS   \u{1B}[0m 0.000s"))
    }

    @Test("dots marks each result by a character: . F E T *")
    func dotsMarks() {
        // Given
        let reporter = ConsoleReporter(style: .dots)
        let results = [
            Self.result("a", .passed), Self.result("b", .failed, kind: .expectation),
            Self.result("c", .failed, kind: .refused), Self.result("d", .failed, kind: .error),
            Self.result("e", .failed, kind: .usage), Self.result("f", .timeout), Self.result("g", .skipped),
            ScenarioResult.loadFailure(file: "x_spec.lua", message: "m", location: nil),
        ]

        // When
        let marks = results.map(reporter.mark).joined()

        // Then
        #expect(marks == ".FFEET*E")
    }

    @Test("the summary lists pending reasons and the five slowest scenarios, slowest first; quiet shows neither")
    func summaryListsPendingAndSlowest() {
        // Given
        let results = (1...7).map { Self.result("Scenario \($0)", .passed, line: $0, milliseconds: $0 * 100) }
            + [Self.result("Later", .skipped, line: 20, message: "waits for the API"),
               Self.result("Someday", .skipped, line: 21, message: "pending")]
        let outcome = ScenarioRunOutcome(results: results)

        // When
        let list = ConsoleReporter(style: .list).summary(outcome)
        let quiet = ConsoleReporter(style: .quiet).summary(outcome)

        // Then
        #expect(list == """
            Pending:
              Tests/Acceptance/login_spec.lua:20: Later: waits for the API
              Tests/Acceptance/login_spec.lua:21: Someday

            The 5 slowest scenarios:
              0.700s Tests/Acceptance/login_spec.lua:7: Scenario 7
              0.600s Tests/Acceptance/login_spec.lua:6: Scenario 6
              0.500s Tests/Acceptance/login_spec.lua:5: Scenario 5
              0.400s Tests/Acceptance/login_spec.lua:4: Scenario 4
              0.300s Tests/Acceptance/login_spec.lua:3: Scenario 3

            7 passed, 0 failed, 2 skipped
            """)
        #expect(quiet == "7 passed, 0 failed, 2 skipped")
        #expect(ConsoleReporter(style: .dots).summary(outcome) == list)
    }

    @Test("the slowest scenarios leave out pending ones and files that did not load")
    func slowestLeavesOutWhatDidNotRun() {
        // Given
        let results = [
            Self.result("Ran", .failed, milliseconds: 5, kind: .expectation),
            Self.result("Pending", .skipped, milliseconds: 900),
            ScenarioResult.loadFailure(file: "x_spec.lua", message: "m", location: nil, duration: .seconds(3)),
        ]

        // When
        let lines = ConsoleReporter().slowestLines(results)

        // Then
        #expect(lines == ["The slowest scenario:", "  0.005s Tests/Acceptance/login_spec.lua:3: Ran"])
        #expect(ConsoleReporter().slowestLines([results[1]]).isEmpty)
    }

    @Test("flaky scenarios are listed with their rounds and counted on the closing line")
    func flakyScenariosInTheSummary() {
        // Given
        let scenario = Self.result("Login races", .passed).scenario
        let rounds = [
            ScenarioRunOutcome(results: [Self.result("Login races", .passed)]),
            ScenarioRunOutcome(results: [Self.result("Login races", .failed, message: "m", kind: .expectation)]),
            ScenarioRunOutcome(results: [Self.result("Login races", .passed)]),
        ]
        let flaky = FlakyScenario.find(in: rounds)

        // When
        let summary = ConsoleReporter(style: .quiet).summary(
            ScenarioRunOutcome(results: rounds.flatMap(\.results)), flaky: flaky)

        // Then
        #expect(flaky.map(\.scenario) == [scenario])
        #expect(summary.hasSuffix("""
            1 flaky scenario (the outcome differed between rounds):
              Tests/Acceptance/login_spec.lua:3: Login races: passed in rounds 1, 3; failed in round 2

            2 passed, 1 failed, 1 flaky
            """))
    }

    @Test("the round line names the round and its seed")
    func roundLine() {
        // Given / When / Then
        #expect(ConsoleReporter().roundLine(2, of: 3, shuffle: nil) == "Round 2 of 3")
        #expect(ConsoleReporter().roundLine(1, of: 2, shuffle: ScenarioShuffle(seed: 42))
            == "Round 1 of 2, shuffled with seed 42 (repeat it with --shuffle --seed 42)")
    }
}
