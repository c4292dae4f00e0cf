/// Why a message from the page is not a ``StudioClientMessage``, or was not read: answered with an `error`, and
/// the session goes on.
enum StudioMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Longer than ``StudioClientMessage/sizeLimit``, sent in several frames (``StudioMessageAssembler``).
    case tooLarge(limit: Int)
    /// A binary message: the studio's messages are JSON text.
    case binary
    /// A continuation frame with no message begun.
    case continuationWithoutMessage
    /// Not JSON (or nested deeper than the decoder reads).
    case notJSON
    /// JSON, but not an object.
    case notAnObject
    /// No `type` string.
    case noType
    /// A `type` the studio does not know.
    case unknownType(String)
    /// A key the message's type needs is missing.
    case missingField(type: StudioClientMessage.Kind, key: String)
    /// A key holds the wrong kind of value.
    case badField(type: StudioClientMessage.Kind, key: String, expected: String)

    /// One line for the page; a value of the message's own is quoted, escaped and cut short.
    var description: String {
        switch self {
        case .tooLarge(let limit): "not read: the message is over the limit of \(limit) bytes"
        case .binary: "not a studio message: binary, not JSON text"
        case .continuationWithoutMessage: "not a studio message: a continuation frame with no message begun"
        case .notJSON: "not a studio message: not JSON"
        case .notAnObject: "not a studio message: not a JSON object"
        case .noType: "not a studio message: no \"type\" string"
        case .unknownType(let type): "unknown message type \(Self.quoted(type))"
        case .missingField(let type, let key): "a \(type.rawValue) message needs \"\(key)\""
        case .badField(let type, let key, let expected):
            "the \"\(key)\" of a \(type.rawValue) message must be \(expected)"
        }
    }

    /// `text` quoted and escaped, its first 40 characters only.
    private static func quoted(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)).debugDescription + "…" : text.debugDescription
    }
}
