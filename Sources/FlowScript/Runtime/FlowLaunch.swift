import FlowStore
import Foundation
import LuaHost

/// One launch of a flow over a store: the app with every registered module, the Lua host with the flow
/// loaded, and the driver that starts it and sends it events.
///
/// The one wiring of store -> app -> host -> driver: `flowrun run` makes one over the state file, each spec
/// scenario one per `launch`/`relaunch` over its in-memory store. ``close()`` releases the Lua state; the
/// store belongs to the caller.
public final class FlowLaunch {
    /// The app the flow drives.
    public let app: FlowApp
    /// The flow's Lua state, with the flow loaded.
    public let host: FlowScriptHost
    /// Starts the flow and sends it events; keeps the transcript.
    public let driver: FlowDriver
    /// The flow's start, for ``FlowDriver/start(_:)``.
    public let start: () async throws -> Void

    /// Builds the app over `store`, then loads `flowFile` into a new sandboxed state.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - argument: The flow's argument after `app` (``FlowScriptHost/loadFlow(at:argument:)``); nil for none.
    ///   - store: The state store, with `modules.schema`'s tables.
    ///   - modules: The registered modules.
    ///   - doubles: A spec scenario's doubles by module name; empty in a plain run.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's memory and instruction limits.
    ///   - chunkCache: Compiled scripts shared with other launches, or nil.
    ///   - print: Receives what the flow prints; nil keeps Lua's own `print`.
    ///   - now: The clock modules date things with.
    ///   - recordsLines: Whether the Lua state records the lines the flow runs (`flowrun test --coverage`).
    /// - Throws: ``FlowLaunchError`` naming the module that did not launch or why the flow did not load.
    public init(
        flowFile: URL, argument: FlowValue = .nil, store: AppStateStore, modules: FlowModuleRegistry,
        doubles: [String: ModuleDoubles] = [:], scriptRoots: [URL] = [], limits: FlowScriptLimits = .default,
        chunkCache: LuaChunkCache? = nil, print: ((String) -> Void)? = nil, now: @escaping () -> Date = Date.init,
        recordsLines: Bool = false
    ) throws(FlowLaunchError) {
        do {
            app = try FlowApp(store: store, modules: modules, doubles: doubles, now: now)
        } catch {
            throw .module(error)
        }
        do {
            host = try FlowScriptHost(
                app: app, scriptRoots: scriptRoots, limits: limits, chunkCache: chunkCache, print: print,
                recordsLines: recordsLines)
        } catch {
            throw .script(error)
        }
        do {
            start = try host.loadFlow(at: flowFile, argument: argument)
        } catch {
            host.close()
            throw .script(error)
        }
        driver = FlowDriver(app: app)
    }

    /// Releases the Lua state (the store stays open).
    public func close() {
        host.close()
    }
}

/// Why a flow could not be launched.
public enum FlowLaunchError: Error, CustomStringConvertible {
    /// A module failed to launch.
    case module(FlowModuleError)
    /// The state could not be made or the flow did not load.
    case script(FlowScriptError)

    /// The module's or the script's message.
    public var description: String {
        switch self {
        case .module(let error): error.description
        case .script(let error): error.description
        }
    }
}
