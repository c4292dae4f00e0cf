// swift-tools-version:6.2
import PackageDescription

// An app's own package that adds a feature module to FlowHost: a Settings screen (toggles kept in the
// store, and a sign-out that announces an event) beside the built-in modules, with its own runner.
// A warning is an error here as in FlowHost's own targets.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault"), .treatAllWarnings(as: .error)]

let package = Package(
    name: "SettingsExample",
    dependencies: [
        .package(name: "FlowHost", path: "../.."),
        // The module's table is written with GRDB, the state file's library, at the version FlowHost pins.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The screen's core: pure Swift over protocols, as FlowHost's own cores.
        .target(
            name: "SettingsCore", dependencies: [.product(name: "FlowBase", package: "FlowHost")],
            swiftSettings: settings),
        // The module: what flows and specs see of the feature.
        .target(
            name: "SettingsModule",
            dependencies: [
                "SettingsCore",
                .product(name: "FlowScript", package: "FlowHost"),
                .product(name: "FlowStore", package: "FlowHost"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: settings),
        // The app's runner: flowrun with the built-in modules and Settings.
        .executableTarget(
            name: "settings-run",
            dependencies: [
                "SettingsModule",
                .product(name: "FlowRunKit", package: "FlowHost"),
                .product(name: "FlowModules", package: "FlowHost"),
            ],
            swiftSettings: settings),
        .testTarget(name: "SettingsCoreTests", dependencies: ["SettingsCore"], swiftSettings: settings),
        .testTarget(
            name: "SettingsModuleTests",
            dependencies: [
                "SettingsModule",
                .product(name: "FlowModules", package: "FlowHost"),
                .product(name: "FlowScript", package: "FlowHost"),
                .product(name: "FlowStore", package: "FlowHost"),
            ],
            swiftSettings: settings),
    ]
)
