import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
@testable import FlowScript

/// Shared pieces of the bindings suites: the repository's scripts, throwaway scripts, a host and a
/// driver started on a flow, and event fixture files.
enum ScriptTestSupport {
    /// The repository root, found from this file (Tests/FlowModulesTests/FlowScript/Bindings/...).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `relativePath` in the repository, as a URL relative to the root (messages show the relative path).
    static func repositoryFile(_ relativePath: String) -> URL {
        URL(fileURLWithPath: relativePath, relativeTo: repositoryRoot)
    }

    /// The repository's `scripts` folder, the script root flowrun adds.
    static var scriptsRoot: URL { repositoryFile("scripts") }

    /// A host on `app` with `scripts` as script root, running `flow`; the driver has started it.
    struct Run {
        let host: FlowScriptHost
        let driver: FlowDriver
        var app: FlowApp { driver.app }
        var screen: Screen? { driver.screen }
    }

    /// Loads `flow` on a new host over `app` and starts it on a new driver.
    static func start(
        _ flow: URL, app: FlowApp, roots: [URL] = [scriptsRoot], limits: FlowScriptLimits = .default
    ) async throws -> Run {
        let host = try FlowScriptHost(app: app, scriptRoots: roots, limits: limits)
        let launch = try host.loadFlow(at: flow)
        let driver = FlowDriver(app: app)
        try await driver.start(launch)
        return Run(host: host, driver: driver)
    }

    /// Starts the repository flow at `relativePath` on a fresh in-memory app.
    static func start(_ relativePath: String, limits: FlowScriptLimits = .default) async throws -> Run {
        try await start(repositoryFile(relativePath), app: FlowTestSupport.makeApp(), limits: limits)
    }

    /// A folder for throwaway scripts, removed by the caller.
    typealias ScriptFolder = FlowHostTestSupport.ScriptFolder

    /// Starts the throwaway flow `source` (written as `flow.lua`) on a fresh in-memory app.
    static func start(source: String, in folder: ScriptFolder, limits: FlowScriptLimits = .default) async throws -> Run {
        let flow = try folder.write(source, to: "flow.lua")
        return try await start(flow, app: FlowTestSupport.makeApp(), roots: [], limits: limits)
    }

    /// The events of the fixture file `Tests/Fixtures/<name>`.
    static func fixtureEvents(_ name: String) throws -> [FlowEventLine] {
        let path = "Tests/Fixtures/\(name)"
        return try FlowEventParser(source: path).parse(Data(contentsOf: repositoryFile(path)))
    }

    /// Sends every event of the fixture `name`, in order.
    static func play(_ name: String, on driver: FlowDriver) async throws {
        for event in try fixtureEvents(name) {
            try await driver.send(event)
        }
    }
}
