// The acceptance-suite benchmark (`swift run -c release flowspec-bench`, from the package root).
//
// Prints, from one run:
//   scenario_cost  what one typical scenario adds to a `flowrun test` run (its own spec and flow states,
//                  collecting its file again, launch, 10+ steps, assertions, closing), against creating and
//                  closing one fresh sandboxed LuaState; target ratio <= 5. Measured as the runner's time for
//                  the scenario alone minus its time to list that scenario (discovery and collection of
//                  every file, which a run does once, not per scenario).
//   suite_jobs1    the whole Tests/Acceptance suite on one job: wall time and scenarios per second;
//                  target under a second.
// Times are wall-clock medians of interleaved repetitions.
import FlowSpec
import Foundation
import LuaHost
import Synchronization

/// The scenario timed alone: the demo app's first launch, the longest journey of the suite.
let typicalScenario = "a first launch goes from the tutorial to the items and back through logout"
let repetitions = 15
let statesPerRepetition = 200

/// Timing a failing suite would measure the wrong work.
struct SuiteFailed: Error, CustomStringConvertible {
    var description: String { "flowspec-bench: the acceptance suite failed; run `flowrun test` to see why" }
}

func nanoseconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Runs (or with `list`, only lists) the suite or the scenarios `filter` selects, on one job; fails loudly
/// if anything fails.
func runSuite(filter: String?, list: Bool = false) async throws -> Double {
    var options = AcceptanceOptions()
    options.jobs = 1
    options.filter = filter
    options.list = list
    options.colored = false
    let start = nanoseconds()
    let succeeded = try await AcceptanceRunner.run(
        options, note: { _ in }, write: { _ in }, writeCollectionOutput: { _ in })
    let elapsed = nanoseconds() - start
    guard succeeded else { throw SuiteFailed() }
    return elapsed
}

func freshStates() throws -> Double {
    let start = nanoseconds()
    for _ in 0..<statesPerRepetition {
        try LuaState().close()
    }
    return (nanoseconds() - start) / Double(statesPerRepetition)
}

var scenarioTimes: [Double] = []
var listingTimes: [Double] = []
var stateTimes: [Double] = []
var suiteTimes: [Double] = []
_ = try await runSuite(filter: typicalScenario)  // warm-up
for _ in 0..<repetitions {
    scenarioTimes.append(try await runSuite(filter: typicalScenario))
    listingTimes.append(try await runSuite(filter: typicalScenario, list: true))
    stateTimes.append(try freshStates())
    suiteTimes.append(try await runSuite(filter: nil))
}

var listing = AcceptanceOptions()
listing.list = true
let listed = Mutex("")
_ = try await AcceptanceRunner.run(
    listing, note: { _ in }, write: { text in listed.withLock { $0 += text } }, writeCollectionOutput: { _ in })
let scenarios = listed.withLock { $0 }.split(separator: "\n").filter { $0.hasPrefix("Tests/") }.count

let scenario = median(scenarioTimes) - median(listingTimes)
let state = median(stateTimes)
let suite = median(suiteTimes)
print(String(format: "scenario_cost ours=%.0f baseline=%.0f ratio=%.2f", scenario, state, scenario / state))
print(String(format: "suite_jobs1 scenarios=%d wall=%.1fms rate=%.0f/s", scenarios, suite / 1e6,
             Double(scenarios) / (suite / 1e9)))
