import Testing
@testable import FlowSpec

/// `--repeat N`: the rounds taken together, the flaky scenarios among them, and each round's seed.
@Suite("Repeated runs")
struct RepeatedRunTests {
    static func result(_ name: String, _ status: ScenarioStatus, line: Int) -> ScenarioResult {
        ScenarioResult(
            scenario: Scenario(file: "Tests/Acceptance/a_spec.lua", line: line, name: name, index: line),
            status: status)
    }

    @Test("a scenario is flaky when its status differs between rounds; steady ones, failing or not, are not")
    func flakyScenariosDifferBetweenRounds() {
        // Given
        let rounds = [
            ScenarioRunOutcome(results: [
                Self.result("steady", .passed, line: 1), Self.result("broken", .failed, line: 2),
                Self.result("racy", .failed, line: 3),
            ]),
            ScenarioRunOutcome(results: [
                Self.result("steady", .passed, line: 1), Self.result("broken", .failed, line: 2),
                Self.result("racy", .timeout, line: 3),
            ]),
        ]

        // When
        let flaky = FlakyScenario.find(in: rounds)

        // Then
        #expect(flaky.map(\.scenario.name) == ["racy"])
        #expect(flaky.first?.roundsDescription == "failed in round 1; timeout in round 2")
    }

    @Test("several rounds are combined with each result named by its round, and fail when any round failed")
    func roundsCombineWithTheirNumbers() {
        // Given
        var run = RepeatedRun()
        run.add(ScenarioRunOutcome(results: [Self.result("a", .passed, line: 1)]), shuffle: nil, snapshots: SnapshotReport())
        run.add(ScenarioRunOutcome(results: [Self.result("a", .failed, line: 1)]), shuffle: nil, snapshots: SnapshotReport())

        // When
        let combined = run.combined

        // Then
        #expect(combined.results.map(\.scenario.name) == ["a [round 1/2]", "a [round 2/2]"])
        #expect(combined.counts == ResultCounts(passed: 1, failed: 1))
        #expect(!run.succeeded)
        #expect(run.flaky.count == 1)
    }

    @Test("a single round is reported as it is")
    func oneRoundIsUnchanged() {
        // Given
        var run = RepeatedRun()
        let outcome = ScenarioRunOutcome(results: [Self.result("a", .passed, line: 1)])

        // When
        run.add(outcome, shuffle: nil, snapshots: SnapshotReport())

        // Then
        #expect(run.combined == outcome)
        #expect(run.succeeded)
    }

    @Test("each round's seed follows from the one before: new, and the same for the same start")
    func roundSeedsFollowFromTheFirst() {
        // Given
        let first = ScenarioShuffle(seed: 42)

        // When
        let second = first.nextRound()
        let third = second.nextRound()

        // Then
        #expect(second != first && third != second && third != first)
        #expect(ScenarioShuffle(seed: 42).nextRound() == second)
        #expect(ScenarioShuffle(seed: 43).nextRound() != second)
    }
}
