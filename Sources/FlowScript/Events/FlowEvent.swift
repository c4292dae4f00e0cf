/// One user event of a flow, as an event line states it.
///
/// Its description is the event line itself (`tap Try Again`), so a transcript's events can be replayed
/// as an events file. It encodes as that line.
public enum FlowEvent: Equatable, Sendable, CustomStringConvertible, Codable {
    /// Tap the button (or alert action) whose title is exactly `title`.
    case tap(title: String)
    /// Replace the text of the field `fieldID` by `text`.
    case type(fieldID: String, text: String)
    /// Select the row numbered `row`, counting from 1.
    case select(row: Int)
    /// Go back: pop, or dismiss a presentation.
    case back

    /// The event's verb.
    public var verb: FlowEventVerb {
        switch self {
        case .tap: .tap
        case .type: .type
        case .select: .select
        case .back: .back
        }
    }

    /// The event as its event line.
    public var description: String {
        switch self {
        case .tap(let title): "tap \(title)"
        case .type(let fieldID, let text): "type \(fieldID) \(text)"
        case .select(let row): "select \(row)"
        case .back: "back"
        }
    }

    /// A copy safe to print after being applied to `screen`: a `type` event keeps its text only when
    /// `screen` shows that field and it is not secure (an unknown field may be a mistyped secret's);
    /// otherwise the text becomes ``ScreenField/mask``. Other events are unchanged.
    public func masked(on screen: Screen?) -> FlowEvent {
        guard case .type(let fieldID, _) = self else { return self }
        if let field = screen?.field(id: fieldID), !field.isSecure {
            return self
        }
        return .type(fieldID: fieldID, text: ScreenField.mask)
    }

    /// Decodes an event from its event line.
    /// - Throws: `DecodingError.dataCorrupted` carrying the parse error when the line is not one event.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let line = try container.decode(String.self)
        let parsed: FlowEvent?
        do {
            parsed = try FlowEventParser(source: "encoded event").parseLine(line, number: 1)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
        guard let parsed else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(line)' is not an event")
        }
        self = parsed
    }

    /// Encodes the event as its event line.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
