/// A call a module's spec doubles record (`calls("login.sign_in")`, `hold("login.sign_in")`), as a value:
/// declared once with the record type of its arguments, recorded through the value
/// (``CallRecorder/record(_:_:)``).
public struct ModuleCall<Arguments: FlowRecord & FlowValueConvertible>: Sendable {
    /// The call's name, such as `sign_in`.
    public let name: String
    /// One line saying when it happens.
    public let doc: String

    /// Declares the call `name`, recording `Arguments`.
    public init(_ name: String, _ doc: String, arguments: Arguments.Type) {
        self.name = name
        self.doc = doc
    }

    /// Its declaration.
    public var declaration: FlowActionDeclaration {
        FlowActionDeclaration(name, Arguments.record.fields.map(\.declaration), doc)
    }
}

extension ModuleCall where Arguments == NoFields {
    /// Declares the call `name`, recording no arguments.
    public init(_ name: String, _ doc: String) {
        self.init(name, doc, arguments: NoFields.self)
    }
}

extension NoFields: FlowValueConvertible {}
