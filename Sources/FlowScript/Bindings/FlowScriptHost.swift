import Foundation
import LuaHost

/// A sandboxed Lua state bound to one FlowApp: `app` for flow scripts, `require` under the script roots.
///
/// Ownership: the host owns the state; the state's functions hold the app, and the app's views hold the
/// script's callbacks, which refer to the state's core but not to the state or the host. Dropping the host
/// (or ``close()``) closes the state: every object Lua held is released, `app.events` handlers are
/// removed, and callbacks the app still holds turn inert (calling one fails the event that did).
public final class FlowScriptHost {
    /// The Lua state (for embedders that bind more, e.g. the spec runner).
    public let state: LuaState
    /// The `app` table flows receive.
    public let appTable: LuaTable

    private let searcher: ScriptModuleSearcher
    private let subscriptions: EventSubscriptions

    /// Creates the state, binds `app` and installs the module searcher.
    /// - Parameters:
    ///   - app: The app the flow drives.
    ///   - scriptRoots: Folders `require` searches (the flow's own folder is added by ``loadFlow(at:argument:)``).
    ///   - limits: Memory and instruction limits.
    ///   - chunkCache: Compiled scripts shared with other hosts (a test runner making one host per scenario
    ///     compiles each script once); nil compiles every script this host loads.
    ///   - print: Receives what the flow's `print` writes, newlines included; nil keeps Lua's own `print`
    ///     (C's buffered stdout).
    ///   - recordsLines: Whether the state records the lines the flow and its modules run (coverage; read
    ///     them from ``state``'s ``LuaState/recordedLines``).
    /// - Throws: ``FlowScriptError/stateUnavailable(_:)`` when the state cannot be created.
    public init(
        app: FlowApp, scriptRoots: [URL] = [], limits: FlowScriptLimits = .default, chunkCache: LuaChunkCache? = nil,
        print: ((String) -> Void)? = nil, recordsLines: Bool = false
    ) throws(FlowScriptError) {
        searcher = ScriptModuleSearcher(roots: scriptRoots)
        subscriptions = EventSubscriptions(app: app)
        do {
            // The searcher installed below resolves modules; LuaHost's own, with no roots, only
            // refuses names that could leave them.
            var options = LuaStateOptions(
                libraries: .sandbox, classes: [FlowScriptView.luaClass, NavigationBinding.luaClass],
                chunkCache: chunkCache)
            options.recordsLines = recordsLines
            state = try LuaState(options: options)
        } catch {
            throw .stateUnavailable(error)
        }
        do {
            appTable = try Self.makeAppTable(app: app, subscriptions: subscriptions, in: state)
            try searcher.install(in: state)
            if let print {
                try state.redirectPrint(to: print)
            }
        } catch {
            state.close()
            throw .stateUnavailable(LuaCallback.luaError(error))
        }
        // Set once the bindings exist, so they never count against the script's memory.
        state.memoryLimit = limits.memoryLimit
        state.instructionBudget = limits.instructionBudget
    }

    deinit {
        close()
    }

    /// The folders `require` searches, in order: the folders of the flows loaded (last loaded first),
    /// then the roots given to ``init(app:scriptRoots:limits:chunkCache:print:)``.
    public var scriptRoots: [URL] { searcher.roots }

    /// Loads `flowFile` (must return a function(app) or a table with start(app)); returns the launch step
    /// for `FlowDriver.start`. Missing/unreadable/non-UTF-8/binary file, syntax error, or a chunk returning
    /// something else -> FlowScriptError.
    ///
    /// Messages name the file as given: a URL relative to the working directory reads `scripts/login.lua:42:`.
    /// - Parameters:
    ///   - flowFile: The flow file; its folder becomes the first script root.
    ///   - argument: The flow's second argument after `app` (a spec's `launch(path, { args = ... })`, such as
    ///     `onboarding.start(app, { images = ... })` takes); nil calls the flow with `app` alone.
    /// - Returns: The launch step: calls the flow with `app` (and `argument`), throwing ``FlowScriptError/startFailed(_:)``, or
    ///   ``FlowScriptError/memoryExhausted(path:limit:whileLoading:)`` when it runs out of memory.
    /// - Throws: ``FlowScriptError`` (all of them load errors).
    public func loadFlow(
        at flowFile: URL, argument: FlowValue = .nil
    ) throws(FlowScriptError) -> () async throws -> Void {
        let path = ScriptSource.displayPath(of: flowFile)
        let source: String
        do {
            source = try ScriptSource.read(atPath: flowFile.path, shownAs: path)
        } catch {
            throw error.flowError
        }
        searcher.addFirst(flowFile.deletingLastPathComponent())
        let results: [LuaValue]
        do {
            results = try state.load(source, name: path).call()
        } catch {
            let luaError = LuaCallback.luaError(error)
            switch luaError {
            case .syntax: throw .syntax(luaError)
            // Lua's message for it, "not enough memory", has no place: name the file and the limit.
            case .memory: throw .memoryExhausted(path: path, limit: state.memoryLimit, whileLoading: true)
            default: throw .loadFailed(luaError)
            }
        }
        let start = try Self.start(in: results, path: path)
        let appTable = appTable
        let memoryLimit = state.memoryLimit
        let state = state
        return {
            do {
                if argument == .nil {
                    try start.call(appTable)
                } else {
                    try start.call(appTable, argument.luaValue(in: state))
                }
            } catch {
                let luaError = LuaCallback.luaError(error)
                if case .memory = luaError {
                    throw FlowScriptError.memoryExhausted(path: path, limit: memoryLimit, whileLoading: false)
                }
                throw FlowScriptError.startFailed(luaError)
            }
        }
    }

    /// Releases the Lua state (also on deinit).
    public func close() {
        subscriptions.removeAll()
        state.close()
    }

    // MARK: - Private

    /// The flow's start: the function the chunk returned, or the `start` of the table it returned.
    private static func start(in results: [LuaValue], path: String) throws(FlowScriptError) -> LuaFunction {
        switch results.first {
        case .function(let function):
            return function
        case .table(let table):
            guard case .function(let start)? = try? table.get("start") else {
                throw .notAFlow(path: path, returned: "a table without a start function")
            }
            return start
        case nil:
            throw .notAFlow(path: path, returned: "nothing")
        case .nil?:
            throw .notAFlow(path: path, returned: "nil")
        case let other?:
            throw .notAFlow(path: path, returned: "a \(other.scriptTypeName)")
        }
    }

    /// The `app` table: the host's `nav`, `events` and `screen`, and each module's table under its name, made
    /// from its contract's bindings; reading any other member raises, listing the registered modules.
    private static func makeAppTable(
        app: FlowApp, subscriptions: EventSubscriptions, in state: LuaState
    ) throws -> LuaTable {
        let table = try state.newTable()
        try table.set("nav", LuaObject(app.navigation))
        try table.set("events", subscriptions.table(in: state))
        try table.set("screen", ScreenBinding.function(for: app, in: state))
        for instance in app.moduleInstances {
            try table.set(instance.name, instance.makeTable(in: state))
        }
        try state.load(AppTableGuard.guardBytecode.get())
            .call(table, app.modules.names.joined(separator: ", "), state.sealedSetMetatable())
        return table
    }
}
