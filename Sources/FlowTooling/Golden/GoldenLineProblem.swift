import FlowScript
/// What is wrong with one line of a golden transcript file, for ``GoldenTranscriptError/notATranscript(at:problem:)``.
public enum GoldenLineProblem: Sendable, CustomStringConvertible {
    /// A text transcript must start with its first step's header, `[0] start` (or `[0] error`).
    case expectedFirstHeader(found: String)
    /// A step header numbers its step `found` where the steps before it call for `expected`.
    case unexpectedStepNumber(found: Int, expected: Int)
    /// A line of a text transcript is neither a step header (`[3] tap Next`) nor one of its details, which
    /// are indented by four spaces.
    case notAStepLine(found: String)
    /// A line of a JSON Lines transcript is not a JSON object.
    case notAJSONObject(found: String)
    /// A JSON object is not a transcript step; the cause is the decoder's.
    case notAStep(DecodingError)

    /// The problem in words, the line's text quoted by ``QuotedText``.
    public var description: String {
        switch self {
        case .expectedFirstHeader(let found):
            "expected the first step's header, such as '[0] start', got \(QuotedText.quoted(found))"
        case .unexpectedStepNumber(let found, let expected):
            "step [\(found)] where step [\(expected)] comes next (steps are numbered from 0, one after another)"
        case .notAStepLine(let found):
            "expected a step header such as '[3] tap Next' or a detail indented by four spaces, "
                + "got \(QuotedText.quoted(found))"
        case .notAJSONObject(let found):
            "expected one JSON object a line, got \(QuotedText.quoted(found))"
        case .notAStep(let error):
            Self.describe(error)
        }
    }

    /// The decoder's error in a few words: which key is missing or wrong, by its path in the step.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "the step has no \(QuotedText.quoted(path(context.codingPath + [key])))"
        case .typeMismatch(let type, let context):
            return "\(QuotedText.quoted(path(context.codingPath))) is not \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(QuotedText.quoted(path(context.codingPath))) is null where \(typeName(type)) belongs"
        case .dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return "the line is not valid JSON" }
            return "\(QuotedText.quoted(path(context.codingPath))): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `screen.buttons[0].title`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        default: "the right kind of value"
        }
    }
}
