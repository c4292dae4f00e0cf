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
//   floor          parts of a scenario's launch timed alone against the same fresh state, to show where
//                  the scenario's cost lies (not targets): `store`, one in-memory store (a copy of the
//                  migrated template) created and released; `launch`, the demo app started to its first
//                  screen over a store made beforehand (FlowApp, the flow's sandboxed state and bindings,
//                  examples/app.lua and its modules from a warm chunk cache, the first screen) and closed,
//                  with no spec state.
//   explore_demo   `flowrun explore examples/app.lua` with the demo account, to depth 12, on one job: wall
//                  time, states and actions per second; target under 5 s.
//   replay_step    one explore replay of the typical scenario's 12 events (fresh store, launch, events,
//                  close) against the typical scenario itself, as scenario_cost measures it; target ratio <= 1
//                  (a replayed step costs no more than a spec step).
// Times are wall-clock medians of interleaved repetitions.
import FlowExplore
import FlowModules
import FlowScript
import FlowStore
import FlowSpec
import BenchTiming
import Foundation
import LuaHost
import Synchronization

/// The scenario timed alone: the demo app's first launch, the longest journey of the suite.
let typicalScenario = "a first launch goes from the tutorial to the items and back through logout"
let repetitions = 15
let statesPerRepetition = 200


/// Runs (or with `list`, only lists) the suite or the scenarios `filter` selects, on one job; fails loudly
/// if anything fails.
func runSuite(filter: String?, list: Bool = false) async throws -> Double {
    var options = AcceptanceOptions()
    options.modules = builtIns
    options.jobs = 1
    options.filter = filter
    options.list = list
    options.colored = false
    let start = BenchTiming.nanoseconds()
    let succeeded = try await AcceptanceRunner.run(
        options, note: { _ in }, write: { _ in }, writeCollectionOutput: { _ in })
    let elapsed = BenchTiming.nanoseconds() - start
    guard succeeded else { throw SuiteFailed(program: "flowspec-bench") }
    return elapsed
}

func freshStates() throws -> Double {
    let start = BenchTiming.nanoseconds()
    for _ in 0..<statesPerRepetition {
        try LuaState().close()
    }
    return (BenchTiming.nanoseconds() - start) / Double(statesPerRepetition)
}

/// One in-memory store, created and released.
func storeFloor() throws -> Double {
    let start = BenchTiming.nanoseconds()
    for _ in 0..<statesPerRepetition {
        _ = try AppStateStore.inMemory(schema: builtIns.schema)
    }
    return (BenchTiming.nanoseconds() - start) / Double(statesPerRepetition)
}

/// The demo app launched to its first screen and closed; the stores are made before the clock starts.
func launchFloor(cache: LuaChunkCache) async throws -> Double {
    let flow = URL(fileURLWithPath: "examples/app.lua")
    let roots = [URL(fileURLWithPath: "scripts", isDirectory: true)]
    let stores = try (0..<statesPerRepetition).map { _ in try AppStateStore.inMemory(schema: builtIns.schema) }
    let start = BenchTiming.nanoseconds()
    for store in stores {
        let app = try FlowApp(store: store, modules: builtIns, now: { Date(timeIntervalSince1970: 0) })
        let host = try FlowScriptHost(app: app, scriptRoots: roots, chunkCache: cache)
        let launch = try host.loadFlow(at: flow)
        try await FlowDriver(app: app).start(launch)
        host.close()
    }
    return (BenchTiming.nanoseconds() - start) / Double(statesPerRepetition)
}

/// The typical scenario's events, as an explore path.
let typicalPath: [ExploreAction] = [
    "tap Continue", "tap Continue", "tap Continue", "tap Continue", "tap Start", "type email agent@shield.org",
    "type password hailHydra", "tap Sign In", "tap Add", "type title Milk", "tap Save", "tap Log Out",
].map { line in .event(try! FlowEventParser(source: "bench").parseLine(line, number: 1)!) }

func explorer(maxDepth: Int = 12) throws -> FlowExplorer {
    var options = ExploreOptions()
    options.jobs = 1
    options.maxDepth = maxDepth
    options.inputs = try ExploreInputs(contentsOf: URL(fileURLWithPath: "examples/demo.inputs"))
    return FlowExplorer(
        flowFile: URL(fileURLWithPath: "examples/app.lua"), modules: builtIns,
        scriptRoots: [URL(fileURLWithPath: "scripts", isDirectory: true)], options: options)
}

/// One replay of the typical path, timed.
func replayTime(_ explorer: FlowExplorer) async throws -> Double {
    let start = BenchTiming.nanoseconds()
    guard await explorer.replay(typicalPath) else { throw SuiteFailed(program: "flowspec-bench") }
    return BenchTiming.nanoseconds() - start
}

/// The four built-in modules, registered once as flowrun does.
let builtIns = BuiltInModules.registry()

let launchCache = try LuaChunkCache()
_ = try await launchFloor(cache: launchCache)  // warm-up: compiles the flow's scripts once, as a run does
var storeTimes: [Double] = []
var launchTimes: [Double] = []
var scenarioTimes: [Double] = []
var listingTimes: [Double] = []
var stateTimes: [Double] = []
var suiteTimes: [Double] = []
var replayTimes: [Double] = []
var exploreTimes: [Double] = []
var explored: ExploreResult?
let replayer = try explorer()
_ = try await runSuite(filter: typicalScenario)  // warm-up
_ = try await replayTime(replayer)
for _ in 0..<repetitions {
    scenarioTimes.append(try await runSuite(filter: typicalScenario))
    listingTimes.append(try await runSuite(filter: typicalScenario, list: true))
    stateTimes.append(try freshStates())
    suiteTimes.append(try await runSuite(filter: nil))
    storeTimes.append(try storeFloor())
    launchTimes.append(try await launchFloor(cache: launchCache))
    replayTimes.append(try await replayTime(replayer))
    if exploreTimes.count < 5 {
        let start = BenchTiming.nanoseconds()
        explored = await (try explorer()).explore()
        exploreTimes.append(BenchTiming.nanoseconds() - start)
    }
}

var listing = AcceptanceOptions()
listing.list = true
let listed = Mutex("")
_ = try await AcceptanceRunner.run(
    listing, note: { _ in }, write: { text in listed.withLock { $0 += text } }, writeCollectionOutput: { _ in })
let scenarios = listed.withLock { $0 }.split(separator: "\n").filter { $0.hasPrefix("Tests/") }.count

let scenario = BenchTiming.median(scenarioTimes) - BenchTiming.median(listingTimes)
let state = BenchTiming.median(stateTimes)
let suite = BenchTiming.median(suiteTimes)
print(String(format: "scenario_cost ours=%.0f baseline=%.0f ratio=%.2f", scenario, state, scenario / state))
print(String(format: "suite_jobs1 scenarios=%d wall=%.1fms rate=%.0f/s", scenarios, suite / 1e6,
             Double(scenarios) / (suite / 1e9)))
if let explored {
    let wall = BenchTiming.median(exploreTimes) / 1e9
    print(String(format: "explore_demo depth=%d states=%d actions=%d wall=%.2fs states_per_s=%.0f actions_per_s=%.0f",
                 explored.depth, explored.states, explored.actions, wall, Double(explored.states) / wall,
                 Double(explored.actions) / wall))
}
let replay = BenchTiming.median(replayTimes)
print(String(format: "replay_step ours=%.0f baseline=%.0f ratio=%.2f", replay, scenario, replay / scenario))
for (name, times) in [("store", storeTimes), ("launch", launchTimes)] {
    let ours = BenchTiming.median(times)
    print("floor name=\(name) " + String(format: "ours=%.0f baseline=%.0f ratio=%.2f", ours, state, ours / state))
}
