/// Something the app announces for flows, specs and transcripts to observe: a module's declared event with
/// its string fields (`login user_id="agent-13"`, `item_created title="Milk"`).
///
/// ``name`` and ``fields`` are what a flow's `app.events.on(name, handler)` sees; the description is
/// the transcript's line.
public struct Announcement: Equatable, Sendable, CustomStringConvertible {
    /// The event's name, as a module declared it.
    public let name: String
    /// The event's values by field name.
    public let fields: [String: String]

    /// Creates an announcement of the event `name`.
    public init(_ name: String, fields: [String: String] = [:]) {
        self.name = name
        self.fields = fields
    }

    /// The name, then each field as `key="value"`, such as `login user_id="agent-13"`.
    public var description: String {
        ([name] + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" })
            .joined(separator: " ")
    }
}
