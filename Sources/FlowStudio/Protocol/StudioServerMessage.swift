/// What the server sends the page: one JSON object per message, its `type` naming the case. Every text in it is
/// the flow's or the message's, and the page puts it in the document as text only.
///
/// | `type` | keys | answers |
/// | --- | --- | --- |
/// | `update` | those of ``StudioUpdate`` | a step (`tap`, `select`, `type`, `back`, `relaunch`, `reset`, `goto`), the start, a reload |
/// | `map` | `svg` (when drawn), `names` (node → screen), `problem` (when there is one) | `map` |
/// | `spec` | `spec`, `purpose` | `spec` |
/// | `echo` | `text` | `echo` |
/// | `error` | `error` | a message refused (``StudioMessageError``) or that could not be acted on |
/// | `closed` | `reason` | nothing: the server closes the session (idle, stuck, at the session limit) |
enum StudioServerMessage: Equatable, Sendable, Codable {
    case update(StudioUpdate)
    /// The flow's map: the SVG, or `nil` when it could not be drawn, and the screens' names by node.
    case map(svg: String?, names: [String: String], problem: String?)
    case spec(String, purpose: StudioSpecPurpose)
    case echo(text: String)
    /// A message refused, or one the session could not act on.
    case error(String)
    /// The session ends, and why; the connection closes after it.
    case closed(reason: String)

    private enum Key: String, CodingKey {
        case type, svg, names, problem, spec, purpose, text, error, reason
    }

    /// The message's `type`.
    var type: String {
        switch self {
        case .update: "update"
        case .map: "map"
        case .spec: "spec"
        case .echo: "echo"
        case .error: "error"
        case .closed: "closed"
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(String.self, forKey: .type) {
        case "update": self = .update(try StudioUpdate(from: decoder))
        case "map":
            self = .map(
                svg: try container.decodeIfPresent(String.self, forKey: .svg),
                names: try container.decode([String: String].self, forKey: .names),
                problem: try container.decodeIfPresent(String.self, forKey: .problem))
        case "spec":
            self = .spec(
                try container.decode(String.self, forKey: .spec),
                purpose: try container.decode(StudioSpecPurpose.self, forKey: .purpose))
        case "echo": self = .echo(text: try container.decode(String.self, forKey: .text))
        case "error": self = .error(try container.decode(String.self, forKey: .error))
        case "closed": self = .closed(reason: try container.decode(String.self, forKey: .reason))
        case let type:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown message type \(type.debugDescription)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .update(let update): try update.encode(to: encoder)
        case .map(let svg, let names, let problem):
            try container.encodeIfPresent(svg, forKey: .svg)
            try container.encode(names, forKey: .names)
            try container.encodeIfPresent(problem, forKey: .problem)
        case .spec(let spec, let purpose):
            try container.encode(spec, forKey: .spec)
            try container.encode(purpose, forKey: .purpose)
        case .echo(let text): try container.encode(text, forKey: .text)
        case .error(let message): try container.encode(message, forKey: .error)
        case .closed(let reason): try container.encode(reason, forKey: .reason)
        }
    }
}
