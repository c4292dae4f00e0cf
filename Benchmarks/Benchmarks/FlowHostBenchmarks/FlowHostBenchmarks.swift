import Benchmark
import FlowModules
import FlowScript
import FlowStore
import Foundation
import LuaHost

// package-benchmark's view of the same workloads the ratio benchmarks time: wall and CPU time, allocations and
// peak memory per iteration, compared against saved baselines with thresholds
// (`swift package --package-path Benchmarks benchmark baseline update`, then `... benchmark baseline check`).
// The targets themselves are ratios to a baseline measured in the same run: luahost-bench and flowspec-bench
// print those.
let benchmarks: @Sendable () -> Void = {
    let thresholds: [BenchmarkMetric: BenchmarkThresholds] = [
        .wallClock: .init(relative: [.p50: 15]),
        .mallocCountTotal: .init(relative: [.p50: 5]),
    ]
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(3), thresholds: thresholds)

    Benchmark("new_state: a sandboxed LuaState created and closed") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try LuaState().close())
        }
    }

    Benchmark("function_call: 1000 calls of a Swift function from Lua") { benchmark in
        let state = try LuaState()
        try state.register("f") { (arguments: LuaArguments) in try arguments.int(1) + 1 }
        let loop = try state.load("local n = 0 for i = 1, 1000 do n = f(n) end return n", name: "loop.lua")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try loop.call())
        }
    }

    Benchmark("launch: the demo app to its first screen over an in-memory store") { benchmark in
        let modules = BuiltInModules.registry()
        let cache = try LuaChunkCache()
        let flow = URL(fileURLWithPath: "examples/app.lua")
        let roots = [URL(fileURLWithPath: "scripts", isDirectory: true)]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let launch = try FlowLaunch(
                flowFile: flow, store: try AppStateStore.inMemory(schema: modules.schema), modules: modules,
                scriptRoots: roots, chunkCache: cache)
            try await launch.driver.start(launch.start)
            launch.close()
        }
    }
}
