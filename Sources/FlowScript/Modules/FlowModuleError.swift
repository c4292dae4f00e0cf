import FlowStore

/// A module set that cannot be registered, or a module that breaks its own declaration.
public enum FlowModuleError: Error, Equatable, CustomStringConvertible {
    /// Two modules claim the same name.
    case duplicateName(String)
    /// A module's name is not a lowercase Lua identifier, or is one the host keeps (`nav`, `events`, `screen`).
    case invalidName(String, reason: String)
    /// Two modules declare the same preset, event or persisted key, or one module the same name twice.
    case duplicateDeclaration(kind: String, name: String, modules: [String])
    /// A module's migration belongs to another module's namespace.
    case foreignMigration(module: String, migration: String)
    /// A module announced an event it does not declare.
    case undeclaredEvent(module: String, event: String, declared: [String])
    /// A module announced a declared event with a field missing, of the wrong type, or not declared.
    case badEventField(module: String, event: String, field: String, problem: String)
    /// The modules' migrations do not make one schema (two share an identifier).
    case schema(StoreSchemaError)
    /// A module's launch threw `cause`.
    case launchFailed(module: String, cause: any Error)

    /// One line naming the module and what is wrong.
    public var description: String {
        switch self {
        case .duplicateName(let name):
            "two modules are named '\(name)'; each module needs a name of its own"
        case .invalidName(let name, let reason):
            "'\(name)' cannot name a module: \(reason)"
        case .duplicateDeclaration(let kind, let name, let modules):
            "the \(kind) '\(name)' is declared by more than one module (\(modules.joined(separator: ", ")))"
        case .foreignMigration(let module, let migration):
            "module '\(module)' registers the migration \(migration) outside its namespace '\(module)/'"
        case .undeclaredEvent(let module, let event, let declared):
            "module '\(module)' announced '\(event)', an event it does not declare (declared: "
                + (declared.isEmpty ? "none" : declared.joined(separator: ", ")) + ")"
        case .badEventField(let module, let event, let field, let problem):
            "module '\(module)' announced '\(event)' with field '\(field)' \(problem == "missing" || problem == "not declared" ? problem : "wrong: " + problem)"
        case .schema(let error):
            "the migration '\(error)' is declared by more than one module ()"
        case .launchFailed(let module, let cause):
            "module '\(module)' failed to launch: \(cause)"
        }
    }

    /// Two errors are equal when they are the same case with the same values (a launch's cause: see
    /// ``ErrorCause``).
    public static func == (lhs: FlowModuleError, rhs: FlowModuleError) -> Bool {
        switch (lhs, rhs) {
        case (.duplicateName(let lhs), .duplicateName(let rhs)): lhs == rhs
        case (.invalidName(let lhsName, let lhsReason), .invalidName(let rhsName, let rhsReason)):
            lhsName == rhsName && lhsReason == rhsReason
        case (.duplicateDeclaration(let lhsKind, let lhsName, let lhsModules),
              .duplicateDeclaration(let rhsKind, let rhsName, let rhsModules)):
            lhsKind == rhsKind && lhsName == rhsName && lhsModules == rhsModules
        case (.foreignMigration(let lhsModule, let lhsMigration), .foreignMigration(let rhsModule, let rhsMigration)):
            lhsModule == rhsModule && lhsMigration == rhsMigration
        case (.undeclaredEvent(let lhsModule, let lhsEvent, let lhsDeclared),
              .undeclaredEvent(let rhsModule, let rhsEvent, let rhsDeclared)):
            lhsModule == rhsModule && lhsEvent == rhsEvent && lhsDeclared == rhsDeclared
        case (.badEventField(let lhsModule, let lhsEvent, let lhsField, let lhsProblem),
              .badEventField(let rhsModule, let rhsEvent, let rhsField, let rhsProblem)):
            lhsModule == rhsModule && lhsEvent == rhsEvent && lhsField == rhsField && lhsProblem == rhsProblem
        case (.schema(let lhs), .schema(let rhs)): lhs == rhs
        case (.launchFailed(let lhsModule, let lhsCause), .launchFailed(let rhsModule, let rhsCause)):
            lhsModule == rhsModule && ErrorCause.same(lhsCause, rhsCause)
        default: false
        }
    }
}
