import FlowStore

/// The modules an app registers, checked once: unique module names; within a module, unique binding, service,
/// call, event and preset names; across modules, unique events, presets and persisted keys; migrations in each
/// module's own namespace. Every launch of the app, in `flowrun run` and in each spec scenario, shares one
/// registry.
public final class FlowModuleRegistry: Sendable {
    /// Names a module cannot take: the host's own members of `app`.
    public static let reservedNames: Set<String> = ["nav", "events", "screen"]

    /// The modules' contracts, in registration order, read once at registration.
    public let contracts: [ModuleContract]
    /// Their declarations, in the same order.
    public let declarations: [FlowModuleDeclaration]
    /// The registered names, sorted, for messages.
    public let names: [String]
    /// The shared state file's schema: every module's migrations, in registration order.
    public let schema: StoreSchema
    /// Every declared event, by name.
    public let events: [String: FlowEventDeclaration]
    /// The module declaring each event, by event name.
    private let eventOwners: [String: String]

    /// A registry without modules: flows get only the host's `nav`, `events` and `screen`.
    public static let empty = try! FlowModuleRegistry([])

    /// Registers `modules`.
    /// - Throws: ``FlowModuleError`` naming the first conflict and the modules in it.
    public init(_ modules: [any FlowModule]) throws(FlowModuleError) {
        var names: Set<String> = []
        var owners: [String: [String: String]] = ["preset": [:], "event": [:], "persisted key": [:]]
        var events: [String: FlowEventDeclaration] = [:]
        let contracts = modules.map { $0.contract }
        for contract in contracts {
            let declaration = contract.declaration
            let name = declaration.name
            try Self.checkName(name)
            guard names.insert(name).inserted else { throw .duplicateName(name) }
            let own: [(String, [String])] = [
                ("binding", declaration.bindings.map(\.name)), ("service", declaration.services.map(\.name)),
                ("call", declaration.calls.map(\.name)), ("event", declaration.events.map(\.name)),
                ("preset", declaration.presets.map(\.name)), ("persisted key", declaration.persisted.map(\.name)),
            ]
            for (kind, keys) in own {
                var seen: Set<String> = []
                for key in keys where !seen.insert(key).inserted {
                    throw .duplicateDeclaration(kind: kind, name: key, modules: [name])
                }
            }
            let shared: [(String, [String])] = [
                ("preset", declaration.presets.map(\.name)), ("event", declaration.events.map(\.name)),
                ("persisted key", declaration.persisted.map(\.name)),
            ]
            for (kind, keys) in shared {
                for key in keys {
                    if let owner = owners[kind]?[key] {
                        throw .duplicateDeclaration(kind: kind, name: key, modules: [owner, name])
                    }
                    owners[kind]?[key] = name
                }
            }
            for event in declaration.events {
                events[event.name] = event
            }
            for migration in contract.migrations where migration.module != name {
                throw .foreignMigration(module: name, migration: migration.identifier)
            }
        }
        do throws(StoreSchemaError) {
            schema = try StoreSchema(contracts.flatMap(\.migrations))
        } catch {
            throw .schema(error)
        }
        self.contracts = contracts
        self.declarations = contracts.map(\.declaration)
        self.names = declarations.map(\.name).sorted()
        self.events = events
        self.eventOwners = owners["event"] ?? [:]
    }

    /// The contract of the module named `name`.
    public func contract(named name: String) -> ModuleContract? {
        contracts.first { $0.declaration.name == name }
    }

    /// Each module's doubles for one spec scenario, by module name, recording their calls in `calls`.
    public func makeDoubles(recordingCallsIn calls: ServiceCallLog?) -> [String: ModuleDoubles] {
        var doubles: [String: ModuleDoubles] = [:]
        for contract in contracts {
            let name = contract.declaration.name
            if let make = contract.makeDoubles {
                let object = make(CallRecorder(module: name, log: calls))
                doubles[name] = ModuleDoubles(module: name, object: object, contract: contract)
            }
        }
        return doubles
    }

    /// Checks an announcement of `name` with `fields` by `module` against the module's declaration.
    /// - Throws: ``FlowModuleError/undeclaredEvent(module:event:declared:)`` for an event the module does not
    ///   declare, ``FlowModuleError/badEventField(module:event:field:problem:)`` for a field missing, of the
    ///   wrong type, or not declared.
    public func checkAnnouncement(_ name: String, fields: [String: FlowValue], by module: String) throws(FlowModuleError) {
        guard eventOwners[name] == module, let event = events[name] else {
            let declared = declarations.first { $0.name == module }?.events.map(\.name) ?? []
            throw .undeclaredEvent(module: module, event: name, declared: declared)
        }
        for field in event.fields {
            let value = fields[field.name] ?? .nil
            if value == .nil {
                guard field.type.isOptional else {
                    throw .badEventField(module: module, event: name, field: field.name, problem: "missing")
                }
                continue
            }
            let expected = field.type.required.luaType
            guard expected == "any" || value.typeName == expected else {
                throw .badEventField(
                    module: module, event: name, field: field.name, problem: "\(expected) expected, got \(value.typeName)")
            }
        }
        if let extra = fields.keys.sorted().first(where: { key in !event.fields.contains { $0.name == key } }) {
            throw .badEventField(module: module, event: name, field: extra, problem: "not declared")
        }
    }

    private static func checkName(_ name: String) throws(FlowModuleError) {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
              name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        else {
            throw .invalidName(name, reason: "a module name is a lowercase Lua identifier (letters, digits, _)")
        }
        if reservedNames.contains(name) {
            throw .invalidName(name, reason: "app.\(name) is the host's own")
        }
    }
}
