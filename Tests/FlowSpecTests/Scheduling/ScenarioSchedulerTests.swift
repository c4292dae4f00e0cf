import Testing
@testable import FlowSpec

@Suite("Parallel scheduling: --jobs, --fail-fast")
struct ScenarioSchedulerTests {
    private func passing(_ scenario: Scenario) -> ScenarioResult {
        ScenarioResult(scenario: scenario, status: .passed)
    }

    @Test("no more than --jobs scenarios run at once, and that many do")
    func runsAtMostJobsConcurrently() async {
        // Given
        let probe = ConcurrencyProbe()
        let scenarios = Scenarios.many(10)
        // When
        let outcome = await ScenarioScheduler(jobs: 3).run(scenarios) { scenario in
            await probe.enter()
            try? await Task.sleep(for: .milliseconds(60))
            await probe.leave()
            return ScenarioResult(scenario: scenario, status: .passed)
        }
        // Then
        #expect(await probe.mostRunning == 3)
        #expect(outcome.results.count == 10)
        #expect(outcome.notRun.isEmpty)
    }

    @Test("results come back in the order given, whatever order they finish in")
    func resultsInGivenOrder() async {
        // Given: earlier scenarios take longer
        let scenarios = Scenarios.many(6)
        // When
        let outcome = await ScenarioScheduler(jobs: 6).run(scenarios) { scenario in
            try? await Task.sleep(for: .milliseconds(10 * (7 - scenario.index)))
            return ScenarioResult(scenario: scenario, status: .passed)
        }
        // Then
        #expect(outcome.results.map(\.scenario) == scenarios)
    }

    @Test("fail-fast starts nothing after the first failure and lists what did not run")
    func failFastStopsStarting() async {
        // Given
        let scenarios = Scenarios.many(5)
        // When
        let outcome = await ScenarioScheduler(jobs: 1, failFast: true).run(scenarios) { scenario in
            ScenarioResult(scenario: scenario, status: scenario.index == 2 ? .failed : .passed)
        }
        // Then
        #expect(outcome.results.map(\.scenario.index) == [1, 2])
        #expect(outcome.notRun.map(\.index) == [3, 4, 5])
        #expect(!outcome.succeeded)
    }

    @Test("without fail-fast every scenario runs after a failure")
    func withoutFailFastAllRun() async {
        // Given
        let scenarios = Scenarios.many(5)
        // When
        let outcome = await ScenarioScheduler(jobs: 2).run(scenarios) { scenario in
            ScenarioResult(scenario: scenario, status: scenario.index == 1 ? .timeout : .passed)
        }
        // Then
        #expect(outcome.results.count == 5)
        #expect(outcome.counts == ResultCounts(passed: 4, failed: 1))
    }

    @Test("fail-fast cancels the scenarios still running")
    func failFastCancelsRunning() async {
        // Given: scenario 1 fails soon; scenario 2 waits until it is cancelled
        let probe = ConcurrencyProbe()
        let scenarios = Scenarios.many(4)
        // When
        let outcome = await ScenarioScheduler(jobs: 2, failFast: true).run(scenarios) { scenario in
            if scenario.index == 1 {
                try? await Task.sleep(for: .milliseconds(20))
                return ScenarioResult(scenario: scenario, status: .failed, message: "expected 1, got 2")
            }
            for _ in 0..<500 where !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(10))
            }
            if Task.isCancelled { await probe.noteCancellation(scenario.name) }
            return ScenarioResult(scenario: scenario, status: .passed)
        }
        // Then
        #expect(await probe.sawCancellation == ["scenario 2"])
        #expect(outcome.results.map(\.scenario.index) == [1, 2])
        #expect(outcome.notRun.map(\.index) == [3, 4])
    }

    @Test("the progress callback sees every result with running counts")
    func progressReportsEachResult() async {
        // Given
        var seen: [ScenarioProgress] = []
        let scenarios = Scenarios.many(3)
        // When
        _ = await ScenarioScheduler(jobs: 1).run(scenarios, progress: { seen.append($0) }) { scenario in
            ScenarioResult(scenario: scenario, status: scenario.index == 3 ? .skipped : .passed)
        }
        // Then
        #expect(seen.map(\.completed) == [1, 2, 3])
        #expect(seen.allSatisfy { $0.total == 3 })
        #expect(seen.last?.counts == ResultCounts(passed: 2, skipped: 1))
    }

    @Test("an empty run returns an empty outcome that succeeds")
    func emptyRunSucceeds() async {
        // Given / When
        let outcome = await ScenarioScheduler(jobs: 4).run([]) { passing($0) }
        // Then
        #expect(outcome.results.isEmpty)
        #expect(outcome.succeeded)
    }
}
