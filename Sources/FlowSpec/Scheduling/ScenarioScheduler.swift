import Foundation

/// Runs scenarios in parallel, at most ``jobs`` at a time (`--jobs N`), optionally stopping at the first
/// failure (`--fail-fast`).
///
/// Each scenario runs in a child task through the injected `execute` closure, which must build everything
/// the scenario needs (its own Lua state, flow runtime and store): nothing is shared between scenarios.
public struct ScenarioScheduler: Sendable {
    /// The most scenarios running at once; at least 1.
    public let jobs: Int
    /// Whether the first failure (failed, error or timeout) stops the run.
    public let failFast: Bool

    /// The default for `--jobs`: the number of active processor cores.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Creates a scheduler; `jobs` below 1 counts as 1.
    public init(jobs: Int = ScenarioScheduler.defaultJobs, failFast: Bool = false) {
        self.jobs = max(1, jobs)
        self.failFast = failFast
    }

    /// Runs `scenarios` and returns their results in the order given, whatever order they finish in.
    ///
    /// Under fail-fast, the first failure cancels the tasks still running (an `execute` closure may check
    /// `Task.isCancelled` to stop early; whatever it returns is kept) and starts no further scenario;
    /// those are listed in ``ScenarioRunOutcome/notRun``.
    /// - Parameters:
    ///   - scenarios: what to run, in order.
    ///   - progress: called after each scenario finishes, one call at a time, in finishing order.
    ///   - execute: runs one scenario in isolation and reports its result.
    public func run(
        _ scenarios: [Scenario],
        progress: (ScenarioProgress) -> Void = { _ in },
        execute: @escaping @Sendable (Scenario) async -> ScenarioResult
    ) async -> ScenarioRunOutcome {
        var slots = [ScenarioResult?](repeating: nil, count: scenarios.count)
        var counts = ResultCounts()
        var completed = 0
        await withTaskGroup(of: (Int, ScenarioResult).self) { group in
            var next = 0
            var stopped = false
            while next < min(jobs, scenarios.count) {
                let (position, scenario) = (next, scenarios[next])
                group.addTask { (position, await execute(scenario)) }
                next += 1
            }
            while let (position, result) = await group.next() {
                slots[position] = result
                completed += 1
                counts.add(result.status)
                progress(ScenarioProgress(completed: completed, total: scenarios.count, counts: counts, latest: result))
                if failFast, result.status.isFailure, !stopped {
                    stopped = true
                    group.cancelAll()
                }
                if !stopped, next < scenarios.count {
                    let (position, scenario) = (next, scenarios[next])
                    group.addTask { (position, await execute(scenario)) }
                    next += 1
                }
            }
        }
        var results: [ScenarioResult] = []
        var notRun: [Scenario] = []
        for (position, slot) in slots.enumerated() {
            if let slot {
                results.append(slot)
            } else {
                notRun.append(scenarios[position])
            }
        }
        return ScenarioRunOutcome(results: results, notRun: notRun)
    }
}
