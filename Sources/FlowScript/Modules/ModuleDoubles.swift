import FlowStore

/// The doubles of one module in one spec scenario (`services.<name>.<action>(...)`), made by its contract.
///
/// They belong to the scenario, not to a launch: every launch of the scenario receives them, so what a spec
/// set before launch applies, and what it sets after reaches the running app.
public final class ModuleDoubles {
    /// The module's name.
    public let module: String
    /// The module's own doubles object.
    public let object: AnyObject
    private let services: [String: @Sendable (AnyObject, [ArgumentInput], AppStateStore?) throws -> Void]

    init(module: String, object: AnyObject, contract: ModuleContract) {
        self.module = module
        self.object = object
        services = contract.services
    }

    /// Performs the declared service `action`, converting `arguments` by its declared parameters.
    /// - Parameters:
    ///   - action: The action's name, such as `fail_next`.
    ///   - arguments: Its arguments as the spec gave them.
    ///   - store: The running launch's store, or nil before the first launch.
    /// - Throws: ``FlowValueError`` for an undeclared action or an argument its declaration refuses, or what
    ///   the action throws.
    public func perform(_ action: String, arguments: [ArgumentInput], store: AppStateStore?) throws {
        guard let run = services[action] else { throw FlowValueError.unknownAction("services.\(module).\(action)") }
        try run(object, arguments, store)
    }
}
