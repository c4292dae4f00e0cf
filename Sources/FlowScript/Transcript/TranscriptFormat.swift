import Foundation

/// How a transcript is written: readable text, or JSON Lines (one object per step).
public enum TranscriptFormat: String, CaseIterable, Equatable, Sendable {
    /// Indented text, a header line per step.
    case text
    /// One JSON object per line, keys sorted so output is stable.
    case json

    /// One step in this format, ending with a newline.
    /// - Throws: `EncodingError` if the step cannot be encoded as JSON.
    public func format(_ step: TranscriptStep) throws -> String {
        switch self {
        case .text:
            return TranscriptTextFormatter.lines(for: step).map { $0 + "\n" }.joined()
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(step), as: UTF8.self) + "\n"
        }
    }
}
