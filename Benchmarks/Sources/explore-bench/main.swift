// explore's growth with the size of a flow (`swift run --package-path Benchmarks -c release explore-bench`, from
// the repository root). Targets and their history: BENCHMARKS.md ("flowrun explore at scale").
//
// Explores generated flows of known shapes twice in one run, side by side: walking between states from a live
// session (what flowrun explore does) and replaying every action's path from a fresh launch (what it did
// before). Shapes: chains of 100, 200, 400 and 800 screens, each with one "Next" button; a fan, one screen with
// 200 buttons each opening a screen of its own; a grid, 10 levels of 5 choices, capped at 1,000 states; and the
// demo app (examples/app.lua with examples/demo.inputs, default depth), which must be no slower. One job,
// one run each (the chains' old way takes minutes at 800). Prints, per shape and way, the wall time, the states,
// the actions tried and executed and the replay steps; then the growth ratios: chain 400 over chain 200, and
// chain 800 over chain 400, for each way (target for the walk: <= 2.3 for 400 over 200).
// `--only walk` skips the old way; `--shapes chain100,fan` measures only the shapes named.
@_spi(Benchmarks) import FlowExplore
import BenchTiming
import FlowModules
import FlowScript
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func value(of flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let known = ["chain100", "chain200", "chain400", "chain800", "fan", "grid", "demo"]
let shapes = value(of: "--shapes").map { $0.split(separator: ",").map(String.init) } ?? known
let ways = value(of: "--only") == "walk" ? [false] : [false, true]
guard Set(shapes).isSubset(of: known), arguments.count % 2 == 0 else {
    FileHandle.standardError.write(Data(
        "explore-bench: usage: explore-bench [--only walk] [--shapes \(known.joined(separator: ","))]\n".utf8))
    exit(2)
}

/// The Lua of each shape.
func source(of shape: String) -> String {
    switch shape {
    case "fan":
        return """
            return function(app)
              local buttons = {}
              for i = 1, 200 do
                buttons[i] = { title = "Open " .. i, action = function()
                  app.nav:push(app.screen{ name = "leaf" .. i, title = "Leaf", labels = { "leaf" } })
                end }
              end
              app.nav:replace_root(app.screen{ name = "fan", title = "Fan", buttons = buttons })
            end
            """
    case "grid":
        return """
            return function(app)
              local function level(path)
                local buttons = {}
                if #path < 10 then
                  for i = 1, 5 do
                    buttons[i] = { title = "Choice " .. string.char(64 + i), action = function()
                      app.nav:push(level(path .. string.char(64 + i)))
                    end }
                  end
                end
                return app.screen{ name = "level" .. path, title = "Level", labels = { "grid" }, buttons = buttons }
              end
              app.nav:replace_root(level(""))
            end
            """
    default:
        let count = Int(shape.dropFirst("chain".count))!
        return """
            return function(app)
              local function page(i)
                local buttons = {}
                if i < \(count) then
                  buttons[1] = { title = "Next", action = function() app.nav:replace_root(page(i + 1)) end }
                end
                return app.screen{ name = "page" .. i, title = "Page", labels = { "step" }, buttons = buttons }
              end
              app.nav:replace_root(page(1))
            end
            """
    }
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let modules = BuiltInModules.registry()
var walls: [String: Double] = [:]
for shape in shapes {
    // The demo app as the README explores it (its default depth, with the demo account); the rest generated.
    let isDemo = shape == "demo"
    let file = isDemo ? URL(fileURLWithPath: "examples/app.lua") : folder.appendingPathComponent("\(shape).lua")
    if !isDemo {
        try source(of: shape).write(to: file, atomically: true, encoding: .utf8)
    }
    for replaying in ways {
        var options = ExploreOptions()
        options.jobs = 1
        options.maxDepth = isDemo ? options.maxDepth : 1000
        options.maxStates = shape == "grid" ? 1000 : 2000
        options.timeBudget = .seconds(3600)
        options.replaysFromLaunch = replaying
        if isDemo {
            options.inputs = try ExploreInputs(contentsOf: URL(fileURLWithPath: "examples/demo.inputs"))
        }
        let explorer = FlowExplorer(
            flowFile: file, modules: modules, scriptRoots: [URL(fileURLWithPath: "scripts", isDirectory: true)],
            options: options)
        let start = BenchTiming.nanoseconds()
        let result = await explorer.explore()
        let wall = (BenchTiming.nanoseconds() - start) / 1e9
        let way = replaying ? "replay" : "walk"
        walls["\(shape)/\(way)"] = wall
        print(String(format: "explore_growth shape=%@ way=%@ wall=%.2fs states=%d tried=%d executed=%d replay_steps=%d launches=%d",
                     shape, way, wall, result.states, result.actions, result.counts.executed,
                     result.counts.replaySteps, result.counts.launches))
    }
}
for way in ways.map({ $0 ? "replay" : "walk" }) {
    for (large, small) in [("chain400", "chain200"), ("chain800", "chain400")] {
        guard let big = walls["\(large)/\(way)"], let little = walls["\(small)/\(way)"] else { continue }
        print(String(format: "explore_growth ratio way=%@ %@/%@=%.2f", way, large, small, big / little))
    }
}
