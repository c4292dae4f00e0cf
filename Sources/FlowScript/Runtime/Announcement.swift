/// Something the app announces for flows, specs and transcripts to observe: a module's declared event with
/// its typed fields (`login` with `user_id = "agent-13"`, `item_created` with `title = "Milk"`).
///
/// ``name`` and ``fields`` are what a flow's `app.events.on(name, handler)` and a spec's `announced()` see,
/// and what a JSON transcript writes; the description is the text transcript's line. Writers render this
/// value; nothing parses the text back.
public struct Announcement: Equatable, Codable, Sendable, CustomStringConvertible {
    /// The event's name, as a module declared it.
    public let name: String
    /// The event's values by field name, as the module gave them.
    public let fields: [String: FlowValue]

    /// Creates an announcement of the event `name`.
    public init(_ name: String, fields: [String: FlowValue] = [:]) {
        self.name = name
        self.fields = fields
    }

    /// The name, then each field as `key="value"`, such as `login user_id="agent-13"`.
    public var description: String {
        ([name] + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.announcedText.debugDescription)" })
            .joined(separator: " ")
    }
}
