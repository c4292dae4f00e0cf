// swift-tools-version:6.2
import PackageDescription

/// The settings of every Swift target of ours. Nonisolated async functions run on the caller's executor, so a
/// Lua state (a non-Sendable owner) and the cores it drives stay on one actor or task. A warning is an error,
/// so the build stays at zero warnings; SwiftPM drops this setting when the package is built as a remote
/// dependency, and the dependencies' own warnings are theirs.
let isolationSettings: [SwiftSetting] = [
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "FlowHost",
    products: [
        .library(name: "LuaHost", targets: ["LuaHost"]),
        // The C layers, for the benchmarks that compare LuaHost with hand-written C API code.
        .library(name: "CLuaShim", targets: ["CLuaShim"]),
        .library(name: "FlowBase", targets: ["FlowBase"]),
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .library(name: "FlowStore", targets: ["FlowStore"]),
        .library(name: "FlowScript", targets: ["FlowScript"]),
        .library(name: "FlowSpec", targets: ["FlowSpec"]),
        .library(name: "FlowModules", targets: ["FlowModules"]),
        .library(name: "FlowExplore", targets: ["FlowExplore"]),
        .library(name: "FlowBundle", targets: ["FlowBundle"]),
        .library(name: "FlowRunKit", targets: ["FlowRunKit"]),
        .executable(name: "flowrun", targets: ["flowrun"]),
    ],
    // Every dependency is pinned to one exact version here, and Package.resolved is not tracked: the
    // manifest means the same on every machine, while a resolved file's commit ids are those of the
    // package copies it was resolved from. scripts/check-pins.sh (run by scripts/test.sh) keeps it so.
    // To update one: change its version here, then run scripts/test.sh (CONTRIBUTING.md).
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        // Imported by FlowStudio beside Hummingbird (its channel handler and logger); resolved through it already.
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        .target(
            name: "CLuaShim", dependencies: ["CLua"], cSettings: [.treatAllWarnings(as: .error)],
            linkerSettings: [.linkedLibrary("m")]),
        // Display widths of characters (East Asian wide, emoji, combining marks) for the terminal frames.
        .systemLibrary(
            name: "CUtf8proc",
            providers: [.apt(["libutf8proc-dev"])]
        ),
        // The terminal UI's command line: line editing, history, completion (BSD licensed, unlike readline).
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "LuaHost", dependencies: ["CLua", "CLuaShim"], swiftSettings: isolationSettings),
        // The protocols every layer shares: views, navigation, observers.
        .target(name: "FlowBase", swiftSettings: isolationSettings),
        // The screens' cores: pure Swift over protocols, one folder per feature.
        .target(name: "FlowCore", dependencies: ["FlowBase"], swiftSettings: isolationSettings),
        // The shared SQLite state file; each module brings its own tables.
        .target(
            name: "FlowStore",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: isolationSettings
        ),
        // The host runtime: app, modules API, navigation, headless screens, events, transcripts.
        .target(
            name: "FlowScript", dependencies: ["LuaHost", "FlowBase", "FlowStore"],
            swiftSettings: isolationSettings),
        // What the tools share and an embedding app does not need: files they own, golden transcripts, quoting for
        // shells, Lua and XML, stable hashes, and a screen drawn as plain text.
        .target(name: "FlowTooling", dependencies: ["FlowScript", "CUtf8proc"], swiftSettings: isolationSettings),
        // The terminal: the terminal UI's model, layout and keys, raw terminal input.
        .target(name: "FlowTerminal", dependencies: ["FlowScript", "FlowTooling"], swiftSettings: isolationSettings),
        // The built-in feature modules: Onboarding, Items, Melodies, Login.
        .target(
            name: "FlowModules",
            dependencies: [
                "FlowBase", "FlowCore", "FlowScript", "FlowStore", "LuaHost", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: isolationSettings
        ),
        .target(
            name: "FlowSpec",
            dependencies: ["FlowScript", "FlowStore", "FlowTooling", "LuaHost"],
            resources: [
                .embedInCode("Lua/spec.lua"), .embedInCode("Lua/render.lua"), .embedInCode("Lua/expect.lua"),
                .embedInCode("Lua/changes.lua"), .embedInCode("Lua/blocks.lua"),
                .embedInCode("Lua/failures.lua"),
            ],
            swiftSettings: isolationSettings
        ),
        // Systematic exploration of a flow's reachable screens: findings, shortest paths, the flow map.
        .target(
            name: "FlowExplore",
            dependencies: [
                "FlowScript", "FlowStore", "FlowTooling", "LuaHost", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: isolationSettings),
        // Signed flow bundles: the manifest, signing, verification against the host's modules, the installed store.
        .target(
            name: "FlowBundle",
            dependencies: [
                "FlowScript", "FlowStore", "FlowTooling", "LuaHost", .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: isolationSettings),
        // The scripts' watchers for --watch: inotify, and polling where inotify is not available.
        .target(name: "FlowWatch", swiftSettings: isolationSettings),
        .target(
            name: "FlowRunKit",
            dependencies: [
                "FlowBase", "FlowStore", "FlowScript", "FlowTooling", "FlowTerminal", "FlowWatch", "FlowSpec", "FlowExplore",
                "FlowStudio", "FlowBundle", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: isolationSettings
        ),
        // The studio's local web server: one session per browser tab over the embedding API.
        .target(
            name: "FlowStudio",
            dependencies: [
                "FlowScript",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [
                .embedInCode("Page/studio.html"), .embedInCode("Page/studio.js"), .embedInCode("Page/studio.css"),
                .embedInCode("Page/echo.js"),
            ],
            swiftSettings: isolationSettings
        ),
        .executableTarget(
            name: "flowrun", dependencies: ["FlowRunKit", "FlowModules"], swiftSettings: isolationSettings),
        // Helpers the test targets share, by layer: the Lua host's (fuzz budgets), the runtime's (folders, files), the cores' spies,
        // and the built-in modules' parts of an app and a store. Each is imported by name where it is used.
        .target(
            name: "LuaHostTestSupport", dependencies: ["LuaHost"], path: "Tests/LuaHostTestSupport",
            swiftSettings: isolationSettings),
        .target(
            name: "FlowHostTestSupport", dependencies: ["FlowScript", "FlowStore"],
            path: "Tests/FlowHostTestSupport", swiftSettings: isolationSettings),
        .target(
            name: "FlowCoreTestSupport", dependencies: ["FlowCore"], path: "Tests/FlowCoreTestSupport",
            swiftSettings: isolationSettings),
        .target(
            name: "FlowTestSupport",
            dependencies: ["FlowModules", "FlowScript", "FlowStore", "FlowCore"],
            path: "Tests/FlowTestSupport",
            swiftSettings: isolationSettings
        ),
        .testTarget(
            name: "LuaHostTests", dependencies: ["LuaHost", "LuaHostTestSupport"],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowCoreTests",
            dependencies: ["FlowCore", "FlowBase", "FlowCoreTestSupport"],
            swiftSettings: isolationSettings
        ),
        .testTarget(
            name: "FlowStoreTests",
            dependencies: [
                "FlowStore", "FlowModules", "FlowCore", "FlowHostTestSupport", "FlowTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: isolationSettings
        ),
        // The host's tests use the host's own test modules, never a built-in one; the built-ins' tests, and the
        // host's tests that run them, are in FlowModulesTests.
        .testTarget(
            name: "FlowScriptTests",
            dependencies: [
                "FlowScript", "FlowStore", "FlowBase", "LuaHost", "FlowHostTestSupport",
            ],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowTerminalTests", dependencies: ["FlowTerminal", "FlowScript", "FlowTooling", "FlowHostTestSupport"],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowToolingTests", dependencies: ["FlowTooling", "FlowScript", "FlowHostTestSupport"],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowWatchTests", dependencies: ["FlowWatch", "FlowHostTestSupport", "FlowTestSupport"],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowExploreTests",
            dependencies: [
                "FlowExplore", "FlowModules", "FlowScript", "FlowStore", "FlowBase", "FlowTooling", "LuaHost",
                "FlowHostTestSupport", "FlowTestSupport",
            ],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowrunTests",
            dependencies: [
                "flowrun", "FlowRunKit", "FlowModules", "FlowScript", "FlowSpec", "FlowTerminal", "FlowTooling", "LuaHost",
                "FlowStore", "FlowHostTestSupport", "FlowTestSupport", "LuaHostTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowBundleTests",
            dependencies: ["FlowBundle", "FlowScript", "FlowStore", "FlowTooling", "FlowHostTestSupport"],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowStudioTests",
            dependencies: [
                "FlowStudio", "FlowModules", "FlowScript", "FlowStore", "FlowHostTestSupport", "FlowTestSupport", "LuaHost",
                "LuaHostTestSupport",
            ],
            swiftSettings: isolationSettings),
        .testTarget(
            name: "FlowSpecTests",
            dependencies: ["FlowSpec", "FlowScript", "FlowTooling", "LuaHost", "FlowHostTestSupport"],
            exclude: ["Lua"],
            swiftSettings: isolationSettings
        ),
        // The built-in modules' tests: the runtime (FlowScript/) and the spec runner (FlowSpec/) over the built-ins.
        .testTarget(
            name: "FlowModulesTests",
            dependencies: [
                "FlowModules", "FlowBase", "FlowScript", "FlowSpec", "FlowCore", "FlowStore", "LuaHost", "LuaHostTestSupport",
                "FlowCoreTestSupport", "FlowTestSupport",
                "FlowHostTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: isolationSettings
        ),
    ]
)
