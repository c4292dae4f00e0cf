import Foundation
import LuaHost

extension AcceptanceRunner {
    /// The scenarios of `specs` a run takes, in the given order: those `selection` selects, only the ones
    /// that failed last time with `--last-failed` (all when none did, which `note` says).
    /// - Throws: ``AcceptanceRunError/selection(_:)`` when nothing matches and no file failed to load (the
    ///   filter may have meant a scenario of such a file: it is reported instead).
    static func select(
        from specs: CollectedSpecs,
        selection: ScenarioSelection,
        loadFailures: [ScenarioResult],
        failedBefore: Set<String>,
        options: AcceptanceOptions,
        note: (String) -> Void
    ) throws(AcceptanceRunError) -> [Scenario] {
        // Selected in the given order; each round shuffles it with its own seed.
        var unshuffled = selection
        unshuffled.shuffle = nil
        var selected: [Scenario]
        do {
            selected = try unshuffled.select(specs.scenarios)
        } catch ScenarioSelectionError.nothingMatches where !loadFailures.isEmpty {
            // The filter may have meant a scenario of a file that did not load: report that file instead.
            selected = []
        } catch {
            throw .selection(error)
        }
        if options.lastFailed {
            let failing = selected.filter { failedBefore.contains(LastFailedCache.key($0)) }
            if failing.isEmpty {
                note("--last-failed: no failure recorded for the scenarios selected; running them all")
            } else {
                selected = failing
            }
        }
        return selected
    }

    /// `--list`: the files that did not load, then the `selected` scenarios in the order a run takes them.
    static func list(
        _ selected: [Scenario],
        loadFailures: [ScenarioResult],
        shuffle: ScenarioShuffle?,
        options: AcceptanceOptions,
        write: @escaping @Sendable (String) -> Void
    ) {
        let console = ConsoleReporter(style: options.consoleStyle, colored: options.colored)
        // A shuffled listing names its seed first, so its order can be repeated.
        if let shuffle {
            write(console.seedLine(shuffle) + "\n")
        }
        let failures = loadFailures.map(console.failureReport)
        let listed = shuffle?.shuffled(selected) ?? selected
        write((failures + [console.listing(listed)]).joined(separator: "\n\n") + "\n")
    }

    /// Runs the `selected` scenarios for each round of `--repeat` (stopping after a failing one with
    /// `--fail-fast`), committing each round's snapshots once its scenarios ended.
    /// - Returns: Every round's outcome, and the first round's, which records coverage when
    ///   `recordsCoverage`.
    static func runRounds(
        _ selected: [Scenario],
        of specs: CollectedSpecs,
        selection: ScenarioSelection,
        loadFailures: [ScenarioResult],
        failedBefore: Set<String>,
        roots: [URL],
        chunkCache: LuaChunkCache?,
        recordsCoverage: Bool,
        options: AcceptanceOptions,
        write: @escaping @Sendable (String) -> Void
    ) async -> (repeated: RepeatedRun, covered: ScenarioRunOutcome?) {
        let console = ConsoleReporter(style: options.consoleStyle, colored: options.colored)
        var repeated = RepeatedRun()
        // Coverage is recorded in the first round only: the others run the same scenarios again.
        var covered: ScenarioRunOutcome?
        var shuffle = selection.shuffle
        for round in 1...options.rounds {
            // A shuffled run names its seed first, so its order can be repeated; a round of --repeat its
            // number and seed.
            // TAP and JSON keep stdout to their own document: the seeds go into it.
            if !options.tap && options.consoleStyle != .json {
                if options.rounds > 1 {
                    write(console.roundLine(round, of: options.rounds, shuffle: shuffle) + "\n")
                } else if let shuffle {
                    write(console.seedLine(shuffle) + "\n")
                }
            }
            var order = shuffle?.shuffled(selected) ?? selected
            if options.failedFirst {
                // Stable: the failures keep their order among themselves, as the others do.
                order = order.filter { failedBefore.contains(LastFailedCache.key($0)) }
                    + order.filter { !failedBefore.contains(LastFailedCache.key($0)) }
            }
            // A file that does not load is reported once, with the first round.
            let failures = round == 1 ? loadFailures : []
            var outcome: ScenarioRunOutcome
            let snapshots = SnapshotStore(for: order, declared: specs.scenarios, mode: options.snapshotMode)
            if options.failFast && !failures.isEmpty {
                // A file that does not load is the first failure: nothing starts.
                outcome = ScenarioRunOutcome(results: failures, notRun: order)
            } else {
                outcome = await runScenarios(
                    order, of: specs, roots: roots, chunkCache: chunkCache, snapshots: snapshots, options: options,
                    loadFailures: failures, recordsCoverage: recordsCoverage && round == 1, write: write)
                    .prepending(failures)
            }
            // Written here, once every scenario ended: no two scenarios write one snapshot file.
            let snapshotReport = SnapshotCommit.commit(
                &outcome, store: snapshots, declared: specs.scenarios,
                unfiltered: selected.count == specs.scenarios.count && loadFailures.isEmpty)
            repeated.add(outcome, shuffle: shuffle, snapshots: snapshotReport)
            if round == 1 {
                covered = outcome
            }
            if options.failFast && !outcome.succeeded {
                break
            }
            shuffle = shuffle?.nextRound()
        }
        return (repeated, covered)
    }
}
