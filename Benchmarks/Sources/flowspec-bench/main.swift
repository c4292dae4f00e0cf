// The acceptance-suite benchmark (`swift run --package-path Benchmarks -c release flowspec-bench`, from the
// repository root). Targets and their history: BENCHMARKS.md.
//
// Prints, from one run:
//   scenario_cost  the typical scenario (the demo app's first launch: launch, 13 verbs, checks) as the runner's
//                  time for it alone minus its time to list it, against creating and closing one fresh
//                  sandboxed LuaState. Kept for comparison with earlier runs; it also counts work a run does
//                  once (compiling the flow's scripts), which scenario_marginal below leaves out.
//   suite_jobs1    the whole Tests/Acceptance suite on one job: wall time and scenarios per second.
//   floor          parts of a scenario's launch timed alone against the same fresh state, to show where
//                  the scenario's cost lies (not targets): `store`, one in-memory store (a copy of the
//                  migrated template) created and released; `launch`, the demo app started to its first
//                  screen over a store made beforehand (FlowApp, the flow's sandboxed state and bindings,
//                  examples/app.lua and its modules from a warm chunk cache, the first screen) and closed,
//                  with no spec state.
//   scenario_marginal  what one more copy of the typical scenario adds to a run: a generated file of 21 copies
//                  against a file of one, the difference divided by 20 (so per-run work, such as compiling the
//                  flow once, is left out), against a fresh state, the `launch` floor and the floor below.
//   floor name=launch_only_scenario / empty_scenario  the same for a scenario whose body only launches the demo
//                  app, and for one whose body is empty (its own spec state and DSL, collecting its file again,
//                  closing): what every scenario pays in a design where each runs in fresh states.
//   suite_floor    the suite's scenarios at the cost of launch-only scenarios: the rate one job could reach if
//                  every scenario cost no more than launching its app.
//   per_file       a file of 200 and one of 2,000 one-line scenarios, per scenario, beside the floor of collecting
//                  that file again in a fresh state (each scenario does); `restated_bound` is 1.2 x (per scenario
//                  at 200 + the floor's growth) / (per scenario at 200), to compare `ratio` with.
//   explore_demo   `flowrun explore examples/app.lua` with the demo account, to depth 12, on one job: wall
//                  time, states and actions per second; target under 5 s.
//   replay_step    one explore replay of the typical scenario's 12 events (fresh store, launch, events,
//                  close) against the typical scenario itself, as scenario_cost measures it; target ratio <= 1
//                  (a replayed step costs no more than a spec step).
// Times are wall-clock medians of interleaved repetitions.
// `--only name,name` measures and prints only the named lines (scenario_cost, suite_jobs1, floor, scenario_marginal,
// suite_floor, per_file, explore_demo, replay_step): the full run takes over 15 minutes on a shared machine.
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

/// The lines `--only` names, or nil for all of them.
let onlyLines: Set<String>? = {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let flag = arguments.firstIndex(of: "--only") else {
        guard arguments.isEmpty else {
            FileHandle.standardError.write(Data("flowspec-bench: unknown arguments \(arguments); usage: flowspec-bench [--only name,name]\n".utf8))
            exit(2)
        }
        return nil
    }
    guard flag + 1 < arguments.count, arguments.count == 2 else {
        FileHandle.standardError.write(Data("flowspec-bench: usage: flowspec-bench [--only name,name]\n".utf8))
        exit(2)
    }
    let known: Set<String> = ["scenario_cost", "suite_jobs1", "floor", "scenario_marginal", "suite_floor", "per_file",
                              "explore_demo", "replay_step"]
    let names = Set(arguments[flag + 1].split(separator: ",").map(String.init))
    let unknown = names.subtracting(known)
    guard unknown.isEmpty, !names.isEmpty else {
        FileHandle.standardError.write(Data("flowspec-bench: --only names unknown lines \(unknown.sorted()); known: \(known.sorted())\n".utf8))
        exit(2)
    }
    return names
}()

/// Whether any of `lines` is to be printed, so the measurements they need are taken.
func wants(_ lines: String...) -> Bool {
    guard let onlyLines else { return true }
    return lines.contains { onlyLines.contains($0) }
}


/// Runs (or with `list`, only lists) the suite (or the spec files at `paths`) or the scenarios `filter` selects,
/// on one job; fails loudly if anything fails.
func runSuite(filter: String?, list: Bool = false, paths: [String]? = nil) async throws -> Double {
    var options = AcceptanceOptions()
    // As `flowrun test` reads them from flowhost.json: with no paths the runner would search the whole
    // working folder, fixtures of runaway scripts included.
    options.paths = paths ?? ["Tests/Acceptance"]
    options.scriptRoots = ["scripts"]
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

// What one more scenario adds to a run, for the typical scenario and two floors: a scenario that only
// launches the demo app, and one that does nothing (its spec state, collecting its file again, closing).
let generated = try GeneratedSpecs()
let extraCopies = 20
let marginalKinds: [(name: String, one: String, many: String)] = try [
    ("typical", try GeneratedSpecs.scenario(named: typicalScenario, in: "Tests/Acceptance/app_spec.lua")),
    ("launch_only", "  scenario(\"launches\", function()\n    launch(APP)\n  end)"),
    ("empty", "  scenario(\"does nothing\", function()\n  end)"),
].map { name, scenario in
    (name, try generated.copies(of: scenario, count: 1, name: "\(name)_1_spec.lua"),
     try generated.copies(of: scenario, count: 1 + extraCopies, name: "\(name)_\(1 + extraCopies)_spec.lua"))
}
var marginalTimes: [String: [Double]] = [:]

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
    if wants("scenario_cost", "replay_step") {
        scenarioTimes.append(try await runSuite(filter: typicalScenario))
        listingTimes.append(try await runSuite(filter: typicalScenario, list: true))
    }
    stateTimes.append(try freshStates())
    if wants("suite_jobs1", "suite_floor") {
        suiteTimes.append(try await runSuite(filter: nil))
    }
    if wants("floor") {
        storeTimes.append(try storeFloor())
    }
    if wants("floor", "scenario_marginal") {
        launchTimes.append(try await launchFloor(cache: launchCache))
    }
    if wants("replay_step") {
        replayTimes.append(try await replayTime(replayer))
    }
    if wants("scenario_marginal", "floor", "suite_floor") {
        for kind in marginalKinds {
            let one = try await runSuite(filter: nil, paths: [kind.one])
            let many = try await runSuite(filter: nil, paths: [kind.many])
            marginalTimes[kind.name, default: []].append((many - one) / Double(extraCopies))
        }
    }
    if wants("explore_demo"), exploreTimes.count < 5 {
        let start = BenchTiming.nanoseconds()
        explored = await (try explorer()).explore()
        exploreTimes.append(BenchTiming.nanoseconds() - start)
    }
}

var listing = AcceptanceOptions()
listing.paths = ["Tests/Acceptance"]
listing.scriptRoots = ["scripts"]
listing.list = true
let listed = Mutex("")
_ = try await AcceptanceRunner.run(
    listing, note: { _ in }, write: { text in listed.withLock { $0 += text } }, writeCollectionOutput: { _ in })
let scenarios = listed.withLock { $0 }.split(separator: "\n").filter { $0.hasPrefix("Tests/") }.count

/// The median, or 0 for a measurement `--only` left out (whose lines are not printed).
func medianIfTaken(_ values: [Double]) -> Double { values.isEmpty ? 0 : BenchTiming.median(values) }
let scenario = medianIfTaken(scenarioTimes) - medianIfTaken(listingTimes)
let state = BenchTiming.median(stateTimes)
let suite = medianIfTaken(suiteTimes)
if wants("scenario_cost") {
    print(String(format: "scenario_cost ours=%.0f baseline=%.0f ratio=%.2f", scenario, state, scenario / state))
}
if wants("suite_jobs1") {
    print(String(format: "suite_jobs1 scenarios=%d wall=%.1fms rate=%.0f/s", scenarios, suite / 1e6,
                 Double(scenarios) / (suite / 1e9)))
}
if let explored {
    let wall = BenchTiming.median(exploreTimes) / 1e9
    print(String(format: "explore_demo depth=%d states=%d actions=%d wall=%.2fs states_per_s=%.0f actions_per_s=%.0f",
                 explored.depth, explored.states, explored.actions, wall, Double(explored.states) / wall,
                 Double(explored.actions) / wall))
}
if wants("replay_step") {
    let replay = BenchTiming.median(replayTimes)
    print(String(format: "replay_step ours=%.0f baseline=%.0f ratio=%.2f", replay, scenario, replay / scenario))
}
for (name, times) in [("store", storeTimes), ("launch", launchTimes)] where wants("floor") {
    let ours = BenchTiming.median(times)
    print("floor name=\(name) " + String(format: "ours=%.0f baseline=%.0f ratio=%.2f", ours, state, ours / state))
}

let launchFloor = medianIfTaken(launchTimes)
let marginal = marginalTimes.mapValues(BenchTiming.median)
if let typical = marginal["typical"], let launchOnly = marginal["launch_only"], let empty = marginal["empty"] {
    if wants("scenario_marginal") {
        print(String(format: "scenario_marginal ours=%.0f baseline=%.0f ratio=%.2f launch_floors=%.2f launch_only_scenarios=%.2f",
                     typical, state, typical / state, typical / launchFloor, typical / launchOnly))
    }
    for (name, ours) in [("launch_only_scenario", launchOnly), ("empty_scenario", empty)] where wants("floor") {
        print("floor name=\(name) " + String(format: "ours=%.0f baseline=%.0f ratio=%.2f launch_floors=%.2f",
                                              ours, state, ours / state, ours / launchFloor))
    }
    if wants("suite_floor") {
        print(String(format: "suite_floor scenarios=%d wall=%.1fms rate=%.0f/s suite_over_floor=%.2f", scenarios,
                     Double(scenarios) * launchOnly / 1e6, 1e9 / launchOnly, suite / (Double(scenarios) * launchOnly)))
    }
}

// Scenarios per file: one-line scenarios in one describe, 200 and 2,000 of them, per scenario; beside each, the
// floor of collecting that file again (a fresh state running its compiled top level), which every scenario of a
// file pays because each runs in a fresh state.
var perScenario: [Int: Double] = [:]
var collectionFloor: [Int: Double] = [:]
for count in [200, 2000] where wants("per_file") {
    let text = GeneratedSpecs.oneLiners(count)
    let path = try generated.write(text, to: "one_liners_\(count)_spec.lua")
    _ = try await runSuite(filter: nil, paths: [path])  // warm-up
    var times: [Double] = []
    for _ in 0..<(count == 200 ? 9 : 3) {  // the small file is quick, and noisier
        times.append(try await runSuite(filter: nil, paths: [path]) / Double(count))
    }
    perScenario[count] = BenchTiming.median(times)
    collectionFloor[count] = try GeneratedSpecs.collectionFloor(of: text, repetitions: count == 200 ? 101 : 21)
    print(String(format: "per_file scenarios=%d per_scenario=%.0f collection_floor=%.0f", count,
                 perScenario[count]!, collectionFloor[count]!))
}
if let small = perScenario[200], let large = perScenario[2000], let floorSmall = collectionFloor[200],
   let floorLarge = collectionFloor[2000] {
    let restated = 1.2 * (small + floorLarge - floorSmall) / small
    print(String(format: "per_file ratio=%.2f floor_ratio=%.2f restated_bound=%.2f", large / small,
                 floorLarge / floorSmall, restated))
}
generated.remove()
