import LuaHost

/// One field of a ``RecordType``: its key, type and doc, and how it is set on the record from a value and
/// read back as a plain value.
public struct RecordField<Record>: Sendable {
    /// The key, type and doc, as declared.
    public let declaration: FlowField
    let set: @Sendable (inout Record, ArgumentInput, ArgumentCopy) throws -> Void
    let get: @Sendable (Record) -> FlowValue

    /// The field `key` at `keyPath`, of the type the key path holds.
    public static func field<Value: FlowArgument & FlowValueConvertible>(
        _ key: String, _ keyPath: WritableKeyPath<Record, Value> & Sendable, _ doc: String
    ) -> RecordField {
        RecordField(
            declaration: FlowField(key, Value.flowType, doc),
            set: { record, input, copy in record[keyPath: keyPath] = try Value.convert(input, copy: copy) },
            get: { $0[keyPath: keyPath].flowValue })
    }

    /// The field `key` at `keyPath`, holding a script's function (never shown as a plain value).
    public static func field<Value: FlowArgument>(
        _ key: String, _ keyPath: WritableKeyPath<Record, Value> & Sendable, _ doc: String
    ) -> RecordField {
        RecordField(
            declaration: FlowField(key, Value.flowType, doc),
            set: { record, input, copy in record[keyPath: keyPath] = try Value.convert(input, copy: copy) },
            get: { _ in .nil })
    }
}
