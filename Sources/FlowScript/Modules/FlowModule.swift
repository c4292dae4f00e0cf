import FlowStore
import LuaHost

/// A feature of the app, exposed to flow scripts and acceptance specs: everything the host needs of it.
///
/// A module declares once, in ``declaration``, what scripts see of it (its `app.<name>` bindings, the events it
/// announces, its spec doubles and presets, what it adds to `persisted()`), brings its tables through
/// ``migrations``, and builds its part of each launch in ``launch(_:)``: its services over the app's store, its
/// Lua table and the screen adapters of its views. The host checks that the table and the declaration agree.
///
/// The built-in Onboarding, Items, Melodies and Login modules use this protocol and nothing else; an app adds its
/// own the same way (docs/Modules.md walks through one).
public protocol FlowModule: Sendable {
    /// What the module offers, by name and type: the source of checks, listings and editor stubs.
    var declaration: FlowModuleDeclaration { get }

    /// The module's tables in the shared state file, oldest first; identifiers are namespaced by
    /// ``FlowModuleDeclaration/name``.
    var migrations: [StoreMigration] { get }

    /// Builds the module's part of one launch of the app.
    /// - Parameter launch: The app being launched and, in a spec scenario, the module's doubles.
    /// - Returns: The instance whose ``FlowModuleInstance/makeTable(in:)`` gives `app.<name>`.
    /// - Throws: Any error; the launch fails with it, naming the module.
    func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance

    /// The spec doubles one scenario steers through `services.<name>.<action>(...)`, kept across relaunches;
    /// nil when the module declares no service actions.
    func makeDoubles() -> (any FlowModuleDoubles)?

    /// The doubles of one scenario, recording the calls they receive in `calls` (the calls declared in
    /// ``FlowModuleDeclaration/calls``); the spec runner makes them this way. By default ``makeDoubles()``,
    /// which records nothing.
    /// - Parameter calls: The scenario's log, shared by every module's doubles.
    func makeDoubles(recordingCallsIn calls: ServiceCallLog) -> (any FlowModuleDoubles)?

    /// What the module adds to a spec's `persisted()`, read from `store`; keys as declared in
    /// ``FlowModuleDeclaration/persisted``.
    /// - Throws: The store's error.
    func persisted(from store: AppStateStore) throws -> [String: FlowValue]

    /// Writes the preset `name` (declared in ``FlowModuleDeclaration/presets``) into `store`, with arguments the
    /// DSL checked against the declaration.
    /// - Throws: ``FlowValueError`` for a value the declaration could not check (a table's contents), or the
    ///   store's error.
    func applyPreset(_ name: String, arguments: [FlowValue], to store: AppStateStore) throws
}

extension FlowModule {
    /// No tables.
    public var migrations: [StoreMigration] { [] }

    /// No doubles.
    public func makeDoubles() -> (any FlowModuleDoubles)? { nil }

    /// The doubles of ``makeDoubles()``, which record no call.
    public func makeDoubles(recordingCallsIn calls: ServiceCallLog) -> (any FlowModuleDoubles)? { makeDoubles() }

    /// Nothing persisted.
    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] { [:] }

    /// No presets: the DSL refuses undeclared ones before calling this.
    public func applyPreset(_ name: String, arguments: [FlowValue], to store: AppStateStore) throws {
        throw FlowValueError.unknownAction("preset.\(name)")
    }
}

/// A module's part of one launch: the services it built over the app and its `app.<name>` table.
public protocol FlowModuleInstance: AnyObject {
    /// The table flows see as `app.<name>`; its keys must be the declared bindings.
    /// - Parameter state: The flow's Lua state.
    func makeTable(in state: LuaState) throws -> LuaTable
}

/// The doubles of one module in one spec scenario (`services.<name>.<action>(...)`).
///
/// They belong to the scenario, not to a launch: a launch hands them to ``FlowModule/launch(_:)`` through
/// ``FlowModuleLaunch/doubles``, so what a spec set before launch applies, and what it sets after reaches the
/// running app through the instance the module attached.
public protocol FlowModuleDoubles: AnyObject {
    /// Performs the declared service `action` with arguments the DSL checked.
    /// - Parameters:
    ///   - action: The action's name, such as `fail_next`.
    ///   - arguments: Its arguments, converted from Lua.
    ///   - store: The running launch's store, or nil before the first launch.
    /// - Throws: ``FlowValueError`` for a value the declaration could not check, or the store's error.
    func perform(_ action: String, arguments: [FlowValue], store: AppStateStore?) throws
}
