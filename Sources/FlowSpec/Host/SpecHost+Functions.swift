import FlowScript
import LuaHost

extension SpecHost {
    /// The host table `H` of spec.lua's contract. Failures come back as `nil, message` so the DSL reports them
    /// at the spec's line without a position of their own; the verbs are async functions, awaiting the flow
    /// driver while the spec's coroutine is suspended.
    static func makeHostTable(
        state: LuaState, app: SpecApp, modules: FlowModuleRegistry, snapshots: ScenarioSnapshots?
    ) throws -> LuaTable {
        let tables = SpecTableWriter(state: state)
        let host = try state.newTable()
        try host.rawSet("location", state.function(named: "location") { arguments -> LuaMultipleResults in
            // The contract's levels are this call's frames: 1 is the function that called H.location. The
            // prelude's entry function is the bottom of the spec's stack.
            guard let frame = arguments.frame(at: try arguments.int(1)), frame.source != SpecHostPrelude.source
            else { return LuaMultipleResults([]) }
            return LuaMultipleResults([.string(frame.source), .integer(frame.line)])
        })
        // The lines a describe or it body spans, so that `flowrun test FILE:LINE` finds the block at a line.
        try host.rawSet("lines", state.function(named: "lines") { arguments -> LuaMultipleResults in
            guard let lines = arguments.functionLines(1) else { return LuaMultipleResults([]) }
            return LuaMultipleResults([.integer(lines.lowerBound), .integer(lines.upperBound)])
        })
        // The DSL's message handler must see timeouts, which the sandbox's global xpcall hides from scripts'.
        try host.rawSet("xpcall", state.standardXPCall())
        // Unowned: the function lives in the state, so the state outlives every call of it.
        try host.rawSet("load", state.function(named: "load") { [unowned state] arguments -> LuaMultipleResults in
            let source = try arguments.string(1)
            let file = try arguments.string(2)
            let environment = try arguments.table(3)
            do {
                return LuaMultipleResults([.function(try state.load(source, name: file, environment: environment))])
            } catch LuaError.syntax(let info, _) {
                return LuaMultipleResults([.nil, .string(info.message)])
            }
        })

        try host.rawSet("launch", verb(state, "launch") { arguments in
            let path = try arguments.string(1)
            // The DSL checked that the argument holds only data, naming what does not.
            let argument = try SpecArgumentReader.value(arguments.value(2), function: "launch", depth: 0)
            return { () async throws(SpecHostError) in try await app.launch(path, argument: argument) }
        })
        try host.rawSet("relaunch", verb(state, "relaunch") { _ in
            { () async throws(SpecHostError) in try await app.relaunch() }
        })
        try host.rawSet("tap", verb(state, "tap") { arguments in
            let title = try arguments.string(1)
            // The DSL checked the number: a whole number from 1, or none.
            let event = try arguments.value(2) == .nil
                ? FlowEvent.tap(title: title)
                : FlowEvent.tap(title: ButtonReference(title: title, number: try arguments.int(2)).description)
            return { () async throws(SpecHostError) in try await app.send(event) }
        })
        try host.rawSet("type", verb(state, "type") { arguments in
            let event = FlowEvent.type(fieldID: try arguments.string(1), text: try arguments.string(2))
            return { () async throws(SpecHostError) in try await app.send(event) }
        })
        // The text a type step is recorded with: the driver masks it, so the DSL keeps no copy of the rule.
        try host.rawSet("masked_text", query(state, "masked_text") { arguments in
            let event = FlowEvent.type(fieldID: try arguments.string(1), text: try arguments.string(2))
            guard case .type(_, let shown) = try app.masked(event) else { return .nil }
            return .string(shown)
        })
        try host.rawSet("select", verb(state, "select") { arguments in
            let event = FlowEvent.select(row: try arguments.int(1))
            return { () async throws(SpecHostError) in try await app.send(event) }
        })
        try host.rawSet("back", verb(state, "back") { _ in
            { () async throws(SpecHostError) in try await app.send(.back) }
        })
        try host.rawSet("release", verb(state, "release") { arguments in
            let call = try arguments.value(1) == .nil ? nil : try arguments.string(1)
            return { () async throws(SpecHostError) in try await app.release(call) }
        })

        try host.rawSet("screen", query(state, "screen") { _ in .table(try tables.screen(app.screen())) })
        try host.rawSet("screen_text", query(state, "screen_text") { _ in
            _ = try app.screen()
            return screenText(of: app).map(LuaValue.string) ?? .nil
        })
        try host.rawSet("stack", query(state, "stack") { _ in .table(try tables.list(app.stack())) })
        try host.rawSet("persisted", query(state, "persisted") { _ in .table(try tables.persisted(app.persisted())) })
        try host.rawSet("announced", query(state, "announced") { _ in .table(try tables.announcements(app.announced())) })
        try host.rawSet("timeline", query(state, "timeline") { arguments in
            let from = max(1, try arguments.int(1))
            let timeline = app.timeline
            return .table(try tables.timeline(timeline[min(from - 1, timeline.count)...]))
        })
        try host.rawSet("printed", query(state, "printed") { _ in .table(try tables.list(app.printedLines())) })
        try host.rawSet("calls", query(state, "calls") { arguments in
            .table(try tables.calls(app.calls(named: try arguments.string(1))))
        })
        try host.rawSet("hold", query(state, "hold") { arguments in
            try app.hold(try arguments.string(1))
            return .boolean(true)
        })
        try host.rawSet("snapshot", query(state, "snapshot") { arguments in
            guard let snapshots else {
                throw SpecHostError.badValue(function: "to_match_snapshot", detail: "no snapshots outside a run")
            }
            let label: SnapshotLabel = try arguments.value(1) == .nil
                ? .ordinal(try arguments.int(2)) : .named(try arguments.string(1))
            let text = try arguments.string(3)
            do throws(SnapshotError) {
                try snapshots.check(label, text: text)
            } catch {
                throw SpecHostError.snapshot(error)
            }
            return .boolean(true)
        })
        try host.rawSet("service", query(state, "service") { arguments in
            let call = try SpecArgumentReader(arguments: arguments).serviceAction()
            try app.configure(service: call.service, action: call.action, arguments: call.arguments)
            return .boolean(true)
        })
        try host.rawSet("preset", query(state, "preset") { arguments in
            let preset = try SpecArgumentReader(arguments: arguments).preset()
            try app.applyPreset(preset.name, arguments: preset.arguments)
            return .boolean(true)
        })
        try host.rawSet("vocabulary", SpecVocabulary.table(of: modules, in: state))
        try host.rawSet("parts", SpecDSL.partsTable(in: state))
        return host
    }

    /// A synchronous host function returning one value, or `nil, message` for a ``SpecHostError``.
    private static func query(_ state: LuaState, _ name: String, _ body: @escaping (LuaArguments) throws -> LuaValue) throws -> LuaFunction {
        try state.function(named: name) { arguments -> LuaMultipleResults in
            do {
                return LuaMultipleResults([try body(arguments)])
            } catch let error as SpecHostError {
                return LuaMultipleResults([.nil, .string(error.description)])
            }
        }
    }

    /// An async host function: `body` reads the arguments and returns the work; the spec's coroutine resumes
    /// with `true`, or `nil, message` when the work fails.
    private static func verb(
        _ state: LuaState,
        _ name: String,
        _ body: @escaping (LuaArguments) throws -> () async throws(SpecHostError) -> Void
    ) throws -> LuaFunction {
        try state.asyncFunction(named: name) { arguments in
            let work = try body(arguments)
            return { () async -> LuaMultipleResults in
                do throws(SpecHostError) {
                    try await work()
                    return LuaMultipleResults([.boolean(true)])
                } catch {
                    return LuaMultipleResults([.nil, .string(error.description)])
                }
            }
        }
    }
}
