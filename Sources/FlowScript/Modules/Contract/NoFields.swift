/// No fields: an event that carries nothing.
public struct NoFields: FlowRecord, Sendable {
    /// Nothing to set.
    public init() {}
    /// No fields.
    public static var record: RecordType<NoFields> { RecordType("flowhost.NoFields", []) }
}
