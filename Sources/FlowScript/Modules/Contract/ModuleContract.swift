import FlowStore
import LuaHost

/// Everything a module is, built from one list of typed entries (``ModuleEntries``): the declaration the
/// DSL, the listing and the stubs read, and the parts the host runs (the `app.<name>` functions, the doubles'
/// actions, the presets, `persisted()`), each made from the same entry, so the two cannot disagree.
public struct ModuleContract: Sendable {
    /// What the module offers, by name and type.
    public let declaration: FlowModuleDeclaration
    /// The module's tables in the shared state file, oldest first.
    public let migrations: [StoreMigration]

    let launch: @Sendable (ModuleContext, AnyObject?) throws -> AnyObject
    let bindings: [ContractBinding]
    let makeDoubles: (@Sendable (CallRecorder) -> AnyObject)?
    let services: [String: @Sendable (AnyObject, [ArgumentInput], AppStateStore?) throws -> Void]
    let presets: [String: @Sendable ([ArgumentInput]) throws -> PresetWrite]
    let persisted: [ContractPersisted]

    /// A module without spec doubles.
    /// - Parameters:
    ///   - name: The name under `app.<name>`: a lowercase Lua identifier.
    ///   - summary: One line saying what the module is.
    ///   - launch: Builds the module's part of one launch (its services, its screens' adapters).
    ///   - entries: Lists the module's bindings, events, presets, persisted keys and migrations.
    public init<Instance: AnyObject>(
        _ name: String, _ summary: String, launch: @escaping @Sendable (ModuleContext) throws -> Instance,
        _ entries: (inout ModuleEntries<Instance, NoDoubles>) -> Void
    ) {
        var list = ModuleEntries<Instance, NoDoubles>(module: name)
        entries(&list)
        self.init(list, summary: summary, doubles: nil) { context, _ in try launch(context) }
    }

    /// A module with spec doubles: `doubles` makes them once per scenario (they outlive relaunches), and every
    /// launch in the scenario receives them.
    /// - Parameters:
    ///   - name: The name under `app.<name>` and `services.<name>`: a lowercase Lua identifier.
    ///   - summary: One line saying what the module is.
    ///   - doubles: Makes one scenario's doubles, recording their calls where the recorder says.
    ///   - launch: Builds the module's part of one launch, with the scenario's doubles (nil in a plain run).
    ///   - entries: Lists the module's bindings, events, services, calls, presets, persisted keys, migrations.
    public init<Instance: AnyObject, Doubles: AnyObject>(
        _ name: String, _ summary: String, doubles: @escaping @Sendable (CallRecorder) -> Doubles,
        launch: @escaping @Sendable (ModuleContext, Doubles?) throws -> Instance,
        _ entries: (inout ModuleEntries<Instance, Doubles>) -> Void
    ) {
        var list = ModuleEntries<Instance, Doubles>(module: name)
        entries(&list)
        self.init(list, summary: summary, doubles: doubles) { context, doubles in
            try launch(context, doubles.map { $0 as! Doubles })
        }
    }

    private init<Instance: AnyObject, Doubles: AnyObject>(
        _ list: ModuleEntries<Instance, Doubles>, summary: String,
        doubles: (@Sendable (CallRecorder) -> Doubles)?,
        launch: @escaping @Sendable (ModuleContext, AnyObject?) throws -> Instance
    ) {
        declaration = FlowModuleDeclaration(
            name: list.module, summary: summary, bindings: list.bindings.map(\.declaration), events: list.events,
            services: list.services.map(\.declaration), presets: list.presets.map(\.declaration),
            persisted: list.persisted.map(\.declaration), calls: list.calls)
        migrations = list.migrations
        self.launch = { context, doubles in try launch(context, doubles) }
        bindings = list.bindings
        if let doubles {
            makeDoubles = { recorder -> AnyObject in doubles(recorder) }
        } else {
            makeDoubles = nil
        }
        var services: [String: @Sendable (AnyObject, [ArgumentInput], AppStateStore?) throws -> Void] = [:]
        for service in list.services where services[service.declaration.name] == nil {
            services[service.declaration.name] = service.run
        }
        self.services = services
        var presets: [String: @Sendable ([ArgumentInput]) throws -> PresetWrite] = [:]
        for preset in list.presets where presets[preset.declaration.name] == nil {
            presets[preset.declaration.name] = preset.prepare
        }
        self.presets = presets
        persisted = list.persisted
    }
}

extension ModuleContract {
    /// The values the module adds to `persisted()`, by key, read from `store`.
    /// - Throws: The store's error.
    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        var values: [String: FlowValue] = [:]
        for entry in persisted {
            let value = try entry.read(store)
            if value != .nil {
                values[entry.declaration.name] = value
            }
        }
        return values
    }

    /// The preset `name` with `arguments` converted by its declared parameters: the write it makes.
    /// - Throws: ``FlowValueError`` for an undeclared preset or an argument its declaration refuses.
    public func preset(_ name: String, arguments: [ArgumentInput]) throws -> PresetWrite {
        guard let prepare = presets[name] else { throw FlowValueError.unknownAction("preset.\(name)") }
        return try prepare(arguments)
    }
}

/// A preset converted at its line: what it writes into a store, now (after launch) or at the next launch.
public typealias PresetWrite = (AppStateStore) throws -> Void

/// The doubles of a module that has none.
public final class NoDoubles {}
