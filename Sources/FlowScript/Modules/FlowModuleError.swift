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
    /// A module's launch failed.
    case launchFailed(module: String, reason: String)

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
        case .launchFailed(let module, let reason):
            "module '\(module)' failed to launch: \(reason)"
        }
    }
}
