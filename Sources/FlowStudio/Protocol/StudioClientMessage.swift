import Foundation

/// What the page sends over its WebSocket: one JSON object per message, its `type` naming the case and its other
/// keys the case's values (`{"type": "tap", "index": 0}`). The server answers each with one ``StudioServerMessage``.
///
/// | `type` | keys | does | answer |
/// | --- | --- | --- | --- |
/// | `tap` | `index` | taps the button at `index` (from 0) of ``Screen/tappableButtons`` | `update` |
/// | `select` | `index` | selects the row at `index` (from 0) | `update` |
/// | `type` | `field`, `text` | replaces the text of the field `field` | `update` |
/// | `back` | | goes back | `update` |
/// | `relaunch` | | launches the flow again over the state saved so far | `update` |
/// | `reset` | | starts over from a fresh copy of the starting state, with a new recording | `update` |
/// | `map` | | explores the flow and draws its map | `map` |
/// | `goto` | `node` | a reset, then the map's path to the screen `node` (`s3`) | `update` |
/// | `spec` | `purpose` (`copy` or `download`) | asks for the spec skeleton so far | `spec` |
/// | `echo` | `text` | nothing: the benchmark's round trip | `echo` |
///
/// A message that is not one of these (not JSON, an unknown `type`, a key missing or of the wrong type, an index
/// below 0 or not a whole number) is answered with an `error` naming why (``StudioMessageError``), and the
/// session goes on. Keys a message's type does not use are ignored.
enum StudioClientMessage: Equatable, Sendable, Codable {
    case tap(index: Int)
    case select(index: Int)
    case type(field: String, text: String)
    case back
    case relaunch
    case reset
    case map
    case goTo(node: String)
    case spec(StudioSpecPurpose)
    case echo(text: String)

    /// The largest message the server reads, in UTF-8 bytes: 1 MiB, in one WebSocket frame or several. The page
    /// refuses to send a longer one, saying so. The server refuses one sent in several frames with an `error`;
    /// a single frame over the limit, which it does not read, closes the connection with status 1009 (message
    /// too big), which the page explains.
    static let sizeLimit = 1 << 20

    /// The message's `type`.
    enum Kind: String, CaseIterable, Sendable {
        case tap, select, type, back, relaunch, reset, map, goto, spec, echo
    }

    private enum Key: String, CodingKey {
        case type, index, field, text, node, purpose
    }

    /// The message's `type`.
    var kind: Kind {
        switch self {
        case .tap: .tap
        case .select: .select
        case .type: .type
        case .back: .back
        case .relaunch: .relaunch
        case .reset: .reset
        case .map: .map
        case .goTo: .goto
        case .spec: .spec
        case .echo: .echo
        }
    }

    /// Decodes one message the page sent.
    /// - Throws: Why it is not a studio message.
    static func decode(_ text: String) throws(StudioMessageError) -> StudioClientMessage {
        do {
            return try JSONDecoder().decode(StudioClientMessage.self, from: Data(text.utf8))
        } catch let error as StudioMessageError {
            throw error
        } catch {
            throw .notJSON
        }
    }

    init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<Key>
        do {
            container = try decoder.container(keyedBy: Key.self)
        } catch {
            throw StudioMessageError.notAnObject
        }
        guard let name = try? container.decode(String.self, forKey: .type) else { throw StudioMessageError.noType }
        guard let kind = Kind(rawValue: name) else { throw StudioMessageError.unknownType(name) }
        let fields = Fields(container: container, kind: kind)
        switch kind {
        case .tap: self = .tap(index: try fields.index())
        case .select: self = .select(index: try fields.index())
        case .type: self = .type(field: try fields.text(.field), text: try fields.text(.text))
        case .back: self = .back
        case .relaunch: self = .relaunch
        case .reset: self = .reset
        case .map: self = .map
        case .goto: self = .goTo(node: try fields.text(.node))
        case .spec:
            let purpose = try fields.text(.purpose)
            guard let known = StudioSpecPurpose(rawValue: purpose) else {
                throw StudioMessageError.badField(
                    type: kind, key: Key.purpose.rawValue, expected: "copy or download")
            }
            self = .spec(known)
        case .echo: self = .echo(text: try fields.text(.text))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.rawValue, forKey: .type)
        switch self {
        case .tap(let index), .select(let index): try container.encode(index, forKey: .index)
        case .type(let field, let text):
            try container.encode(field, forKey: .field)
            try container.encode(text, forKey: .text)
        case .back, .relaunch, .reset, .map: break
        case .goTo(let node): try container.encode(node, forKey: .node)
        case .spec(let purpose): try container.encode(purpose.rawValue, forKey: .purpose)
        case .echo(let text): try container.encode(text, forKey: .text)
        }
    }

    /// Reads the keys of one message, each refusal naming the message's type, the key and what it must hold.
    private struct Fields {
        let container: KeyedDecodingContainer<Key>
        let kind: Kind

        /// An element's index: a whole number from 0 (an index past the screen's end is the player's to refuse).
        func index() throws -> Int {
            guard container.contains(.index) else { throw missing(.index) }
            guard let index = try? container.decode(Int.self, forKey: .index), index >= 0 else {
                throw StudioMessageError.badField(
                    type: kind, key: Key.index.rawValue, expected: "a whole number from 0")
            }
            return index
        }

        func text(_ key: Key) throws -> String {
            guard container.contains(key) else { throw missing(key) }
            guard let text = try? container.decode(String.self, forKey: key) else {
                throw StudioMessageError.badField(type: kind, key: key.rawValue, expected: "a string")
            }
            return text
        }

        private func missing(_ key: Key) -> StudioMessageError {
            .missingField(type: kind, key: key.rawValue)
        }
    }
}
