/// An event a module announces, as a value: declared once (its name, its fields' record type and doc) and
/// announced through the value (``ModuleContext/announce(_:_:)``), so an undeclared event cannot be sent and
/// every announcement carries the declared fields with their types.
public struct ModuleEvent<Fields: FlowRecord>: Sendable {
    /// The event's name, such as `item_created`.
    public let name: String
    /// One line saying when it happens.
    public let doc: String

    /// Declares the event `name`, carrying `Fields`.
    public init(_ name: String, _ doc: String, fields: Fields.Type = NoFields.self) {
        self.name = name
        self.doc = doc
    }

    /// Its declaration.
    public var declaration: FlowEventDeclaration {
        FlowEventDeclaration(name, fields: Fields.record.fields.map(\.declaration), doc)
    }
}
