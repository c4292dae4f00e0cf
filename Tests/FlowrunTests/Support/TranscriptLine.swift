import Foundation

/// One line of a JSON transcript (`--transcript json`), decoded on its own terms rather than through
/// the runtime's types, so the tests check the format users get.
struct TranscriptLine: Decodable, Equatable {
    /// A navigation change: `{"kind": "push", "modules": ["items.details"]}`.
    struct Navigation: Decodable, Equatable {
        var kind: String
        var modules: [String]
    }

    /// A button as the transcript shows it.
    struct Button: Decodable, Equatable {
        var title: String
        var enabled: Bool
    }

    /// A field as the transcript shows it.
    struct Field: Decodable, Equatable {
        var id: String
        var value: String
        var secure: Bool
    }

    /// A row as the transcript shows it.
    struct Row: Decodable, Equatable {
        var title: String
        var detail: String?
        var enabled: Bool
    }

    /// An alert as the transcript shows it.
    struct Alert: Decodable, Equatable {
        var title: String
        var message: String
        var actions: [String]
    }

    /// A screen as the transcript shows it.
    struct Screen: Decodable, Equatable {
        var name: String
        var title: String
        var images: [String]
        var labels: [String]
        var buttons: [Button]
        var fields: [Field]
        var rows: [Row]
        var loading: Bool
        var alert: Alert?

        /// The buttons' titles, in order.
        var buttonTitles: [String] { buttons.map(\.title) }
        /// The rows' titles, in order.
        var rowTitles: [String] { rows.map(\.title) }
    }

    var step: Int
    var kind: String
    var event: String?
    var line: Int?
    var navigation: [Navigation]?
    var screen: Screen?
    var message: String?

    /// Decodes every line of a JSON Lines transcript.
    static func parse(_ text: String) throws -> [TranscriptLine] {
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(TranscriptLine.self, from: Data($0.utf8)) }
    }
}
