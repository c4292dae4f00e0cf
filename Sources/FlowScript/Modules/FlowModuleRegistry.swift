import FlowStore
import Synchronization

/// The modules an app registers, checked once: unique names, unique presets, events and persisted keys, and
/// migrations in each module's own namespace. Every launch of the app, in `flowrun run` and in each spec
/// scenario, shares one registry.
public final class FlowModuleRegistry: Sendable {
    /// Names a module cannot take: the host's own members of `app`.
    public static let reservedNames: Set<String> = ["nav", "events", "screen"]

    /// The modules, in registration order.
    public let modules: [any FlowModule]
    /// Their declarations, in the same order, read once at registration.
    public let declarations: [FlowModuleDeclaration]
    /// The registered names, sorted, for messages.
    public let names: [String]
    /// The shared state file's schema: every module's migrations, in registration order.
    public let schema: StoreSchema
    /// Every declared event, by name.
    public let events: [String: FlowEventDeclaration]
    /// The modules whose table was checked against their declaration: once per registry, since a module
    /// builds the same table at every launch.
    private let checkedTables = Mutex<Set<String>>([])

    /// A registry without modules: flows get only the host's `nav`, `events` and `screen`.
    public static let empty = try! FlowModuleRegistry([])

    /// Registers `modules`.
    /// - Throws: ``FlowModuleError`` naming the first conflict.
    public init(_ modules: [any FlowModule]) throws(FlowModuleError) {
        var names: Set<String> = []
        var owners: [String: [String: String]] = ["preset": [:], "event": [:], "persisted key": [:]]
        var events: [String: FlowEventDeclaration] = [:]
        // A closure, not `\.declaration`: a key path through the existential leaks its result (Swift 6.3).
        let declarations = modules.map { $0.declaration }
        for (module, declaration) in zip(modules, declarations) {
            let name = declaration.name
            try Self.checkName(name)
            guard names.insert(name).inserted else { throw .duplicateName(name) }
            let declared: [(String, [String])] = [
                ("preset", declaration.presets.map(\.name)),
                ("event", declaration.events.map(\.name)),
                ("persisted key", declaration.persisted.map(\.name)),
            ]
            for (kind, keys) in declared {
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
            for migration in module.migrations where migration.module != name {
                throw .foreignMigration(module: name, migration: migration.identifier)
            }
        }
        do {
            schema = try StoreSchema(modules.flatMap { $0.migrations })
        } catch {
            throw .duplicateDeclaration(kind: "migration", name: "\(error)", modules: [])
        }
        self.modules = modules
        self.declarations = declarations
        self.names = declarations.map(\.name).sorted()
        self.events = events
    }

    /// Whether `module`'s table still needs the check against its declaration; marks it checked.
    func needsTableCheck(_ module: String) -> Bool {
        checkedTables.withLock { $0.insert(module).inserted }
    }

    /// Marks `module`'s table as not checked, after a check that failed.
    func forgetTableCheck(_ module: String) {
        _ = checkedTables.withLock { $0.remove(module) }
    }

    /// The module named `name`.
    public func module(named name: String) -> (any FlowModule)? {
        declarations.firstIndex { $0.name == name }.map { modules[$0] }
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
