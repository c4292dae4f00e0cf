import FlowScript
import FlowStore

/// The registered modules' service doubles of one scenario, made once so that they outlive relaunches, and
/// the calls they record and hold; `services.<module>.<action>(...)` and `preset.<name>(...)` go through here.
struct SpecDoubles {
    /// The calls the doubles received, and those the spec holds.
    let calls: ServiceCallLog
    /// Each module's doubles, by module name.
    let byModule: [String: ModuleDoubles]
    /// `module.call` for every call the modules declare, sorted.
    private let knownCalls: [String]
    private let modules: FlowModuleRegistry

    /// Makes the doubles of every module of `modules`, recording the calls they receive in `calls`.
    init(modules: FlowModuleRegistry, calls: ServiceCallLog) {
        self.calls = calls
        self.modules = modules
        byModule = modules.makeDoubles(recordingCallsIn: calls)
        knownCalls = modules.declarations.flatMap { declaration in
            declaration.calls.map { "\(declaration.name).\($0.name)" }
        }.sorted()
    }

    /// Refuses a call no module declares.
    /// - Throws: ``SpecHostError/unknownCall(_:known:)`` naming the calls the modules declare.
    func checkKnown(_ call: String) throws(SpecHostError) {
        guard knownCalls.contains(call) else { throw .unknownCall(call, known: knownCalls) }
    }

    /// Performs `services.<service>.<action>(arguments)` on the module's doubles, over `store` when a flow
    /// runs.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a module without doubles, the double's failure
    ///   (``SpecHostError/run(_:)``).
    func configure(
        service: String, action: String, arguments: [FlowValue], store: AppStateStore?
    ) throws(SpecHostError) {
        guard let doubles = byModule[service] else { throw .unknownAction("services.\(service).\(action)") }
        try SpecHostError.run { try doubles.perform(action, arguments: arguments.map(ArgumentInput.flow), store: store) }
    }

    /// The preset `name` with `arguments`, converted now, at the preset's own line, even when the write
    /// waits for the next launch.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a preset no module declares, the module's refusal.
    func preset(_ name: String, arguments: [FlowValue]) throws(SpecHostError) -> SpecPreset {
        guard let contract = modules.contracts.first(where: { $0.declaration.presets.contains { $0.name == name } })
        else { throw .unknownAction("preset.\(name)") }
        let write = try SpecHostError.run { try contract.preset(name, arguments: arguments.map(ArgumentInput.flow)) }
        return SpecPreset(name: name, write: write)
    }
}
