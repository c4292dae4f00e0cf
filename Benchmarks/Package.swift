// swift-tools-version:6.2
import PackageDescription

// FlowHost's benchmarks, in a package of their own so that the root package builds only the product and its
// tests. Each executable prints ratios measured side by side in one run, the form the targets are stated in;
// BENCHMARKS.md records the results with the commands that produced them.
// A warning is an error in every target here, as in FlowHost's own.
let warningSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let isolationSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")] + warningSettings

let package = Package(
    name: "FlowHostBenchmarks",
    // Pinned exactly, with Package.resolved untracked, as in the root Package.swift (scripts/check-pins.sh).
    dependencies: [
        .package(name: "FlowHost", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Hand-written C API baselines the LuaHost benchmark compares with.
        // Timing helpers the benchmark programs share.
        .target(name: "BenchTiming", swiftSettings: warningSettings),
        .target(
            name: "CLuaBaseline", dependencies: [.product(name: "CLuaShim", package: "FlowHost")],
            cSettings: [.treatAllWarnings(as: .error)], linkerSettings: [.linkedLibrary("m")]),
        // LuaHost against the C baselines: function and method calls, properties, calls into Lua, new states.
        .executableTarget(
            name: "luahost-bench",
            dependencies: [
                "BenchTiming",
                "CLuaBaseline", .product(name: "LuaHost", package: "FlowHost"),
                .product(name: "CLuaShim", package: "FlowHost"),
            ],
            swiftSettings: isolationSettings),
        // The acceptance suite: a scenario, the whole suite on one job, and the store and launch floors.
        .executableTarget(
            name: "flowspec-bench",
            dependencies: [
                "BenchTiming",
                .product(name: "FlowSpec", package: "FlowHost"), .product(name: "FlowScript", package: "FlowHost"),
                .product(name: "FlowExplore", package: "FlowHost"),
                .product(name: "FlowModules", package: "FlowHost"), .product(name: "FlowStore", package: "FlowHost"),
                .product(name: "LuaHost", package: "FlowHost"),
            ],
            swiftSettings: isolationSettings),
        // flowrun explore's growth with the size of a flow: chains, a fan and a grid, walking against replaying.
        .executableTarget(
            name: "explore-bench",
            dependencies: [
                "BenchTiming",
                .product(name: "FlowExplore", package: "FlowHost"), .product(name: "FlowModules", package: "FlowHost"),
                .product(name: "FlowScript", package: "FlowHost"),
            ],
            swiftSettings: isolationSettings),
        // The acceptance suite with --coverage against the suite without it, and the line hook's own cost.
        .executableTarget(
            name: "coverage-bench",
            dependencies: [
                "BenchTiming",
                .product(name: "FlowSpec", package: "FlowHost"), .product(name: "FlowModules", package: "FlowHost"),
                .product(name: "LuaHost", package: "FlowHost"),
            ],
            swiftSettings: isolationSettings),
        // The print-only program scripts/bench-startup.sh compares flowrun with, and the floors beside it:
        // what swift-argument-parser alone costs, what linking Foundation alone costs, and what the state file's
        // SQL alone costs.
        .executableTarget(name: "startup-baseline", swiftSettings: warningSettings),
        .executableTarget(
            name: "startup-argument-parser-floor",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: warningSettings),
        .executableTarget(name: "startup-foundation-floor", swiftSettings: warningSettings),
        // The state file's share of the run: the same SQL and commits through SQLite's C API alone.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .executableTarget(name: "startup-store-floor", dependencies: ["CSQLite"], swiftSettings: warningSettings),
        // flowrun run --watch: a script's save to the redrawn screen after 20 replayed events, beside a fresh run.
        .executableTarget(name: "watch-bench", swiftSettings: warningSettings),
        // The same workloads under package-benchmark: time, CPU, allocations and memory against saved baselines.
        .executableTarget(
            name: "FlowHostBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FlowModules", package: "FlowHost"), .product(name: "FlowScript", package: "FlowHost"),
                .product(name: "FlowStore", package: "FlowHost"), .product(name: "LuaHost", package: "FlowHost"),
            ],
            path: "Benchmarks/FlowHostBenchmarks",
            swiftSettings: warningSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
