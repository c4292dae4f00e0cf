/// Where a module's doubles record their calls in a spec scenario: the scenario's ``ServiceCallLog`` under the
/// module's name, or nowhere outside a scenario.
public struct CallRecorder: Sendable {
    /// The module recording.
    public let module: String
    let log: ServiceCallLog?

    /// A recorder for `module` into `log`.
    public init(module: String, log: ServiceCallLog?) {
        self.module = module
        self.log = log
    }

    /// Records `call` with `arguments`; returns once the spec lets it through (`hold`/`release`).
    /// - Throws: ``ServiceCallError/abandoned(call:)`` for a held call never released.
    public func record<Arguments>(_ call: ModuleCall<Arguments>, _ arguments: Arguments) async throws {
        try await log?.record(ServiceCall(module: module, name: call.name, arguments: arguments.flowValues))
    }

    /// Records `call`, which has no arguments.
    public func record(_ call: ModuleCall<NoFields>) async throws {
        try await record(call, NoFields())
    }
}
