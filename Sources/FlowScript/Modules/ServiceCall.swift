/// One call a spec double received from the app, as `calls("login.sign_in")` shows it to the spec.
public struct ServiceCall: Equatable, Sendable {
    /// The module whose double was called, such as `login`.
    public let module: String
    /// The call, as the module declares it in ``FlowModuleDeclaration/calls``, such as `sign_in`.
    public let name: String
    /// What the call was given, by the declared parameter names; never a secret (a password).
    public let arguments: [String: FlowValue]

    /// Creates a call record.
    public init(module: String, name: String, arguments: [String: FlowValue] = [:]) {
        self.module = module
        self.name = name
        self.arguments = arguments
    }

    /// `module.name`, as specs name the call: `login.sign_in`.
    public var qualifiedName: String { module + "." + name }
}
