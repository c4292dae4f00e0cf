/// A Swift struct a module reads from a table (an options table, a seed, an event's fields): its fields are
/// listed once, each with its Lua key, key path and doc, and the host converts, checks and declares them.
///
/// ```swift
/// struct Toggle: FlowRecord {
///     var key = "", title = "", initial: Bool?
///     static let record = RecordType<Toggle>("settings.Toggle", [
///         .field("key", \.key, "The key the value is stored under."),
///         .field("title", \.title, "What the row shows."),
///         .field("default", \.initial, "The value until changed; default false."),
///     ])
/// }
/// ```
///
/// A key the record does not list is refused (a typo must not pass silently), a required field left out is
/// refused, and a field of the wrong type is refused, each naming the path (`toggles[2].key`).
public protocol FlowRecord: FlowArgument {
    /// The value fields start from before the table's are set.
    init()
    /// The record's LuaLS class name and fields.
    static var record: RecordType<Self> { get }
}

extension FlowRecord {
    /// The record type, with its fields.
    public static var flowType: FlowType { record.flowType }

    /// A table whose keys are all the record's fields, each converted by its type.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Self {
        try record.convert(input, copy: copy)
    }

    /// The record as plain values, by key: what an event announces or `persisted()` shows.
    public var flowValues: [String: FlowValue] {
        Self.record.values(of: self)
    }
}
