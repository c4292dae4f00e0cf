import GRDB

/// One step of a module's tables in the shared state file, identified as `module/name`.
///
/// A migration runs once per state file, inside the transaction that opens the file, together with every
/// other module's pending migrations: either all of them are recorded or none is, so a failure or a kill
/// leaves the file as it was.
public struct StoreMigration: Sendable {
    /// The module that owns the tables, such as `items`.
    public let module: String
    /// The step's name, unique within the module, such as `v1-create`.
    public let name: String
    /// Creates or changes the module's tables.
    public let migrate: @Sendable (Database) throws -> Void

    /// Creates a migration of `module`'s tables.
    /// - Parameters:
    ///   - module: The owning module's name.
    ///   - name: The step's name, unique within the module.
    ///   - migrate: The SQL the step runs.
    public init(module: String, name: String, migrate: @escaping @Sendable (Database) throws -> Void) {
        self.module = module
        self.name = name
        self.migrate = migrate
    }

    /// The identifier recorded in the state file: `module/name`.
    public var identifier: String { "\(module)/\(name)" }
}
