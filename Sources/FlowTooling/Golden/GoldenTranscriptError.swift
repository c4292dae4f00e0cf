import FlowScript
/// Why a file cannot serve as a golden transcript. Each prints as one line naming the file, and the line at
/// fault when there is one.
public enum GoldenTranscriptError: Error, Sendable, CustomStringConvertible {
    /// The file is empty: there is no transcript to compare with.
    case empty(path: String)
    /// The file holds a NUL byte at `byteOffset`: it is binary, not a transcript.
    case binary(path: String, byteOffset: Int)
    /// The file is not UTF-8 text: `byte` at `byteOffset` starts an invalid sequence.
    case notUTF8(path: String, byte: UInt8, byteOffset: Int)
    /// The file is a transcript, but in the other format than the one asked for.
    case otherFormat(path: String, found: TranscriptFormat, asked: TranscriptFormat)
    /// The file reads as an events file (its first event line is at `at`), not as a transcript: the two
    /// paths were likely swapped.
    case eventsFile(at: FlowEventLocation)
    /// The file starts like neither format, or a line breaks the format it started in.
    case notATranscript(at: FlowEventLocation, problem: GoldenLineProblem)

    /// The file at fault.
    public var path: String {
        switch self {
        case .empty(let path), .binary(let path, _), .notUTF8(let path, _, _), .otherFormat(let path, _, _): path
        case .eventsFile(let location), .notATranscript(let location, _): location.source
        }
    }

    /// One line naming the file, the line and what is wrong.
    public var description: String {
        switch self {
        case .empty(let path):
            return "\(path) is empty: it holds no transcript"
        case .binary(let path, let offset):
            return "\(path) is not a transcript: it is binary (NUL byte at byte offset \(offset))"
        case .notUTF8(let path, let byte, let offset):
            let hex = String(byte, radix: 16, uppercase: true)
            return "\(path) is not a transcript: it is not UTF-8 text "
                + "(invalid byte 0x\(hex.count < 2 ? "0" + hex : hex) at byte offset \(offset))"
        case .otherFormat(let path, let found, let asked):
            return "\(path) looks like a \(Self.name(of: found)) transcript, but --transcript \(asked.rawValue) "
                + "asks for \(Self.name(of: asked)) (pass --transcript \(found.rawValue) to compare with it)"
        case .eventsFile(let location):
            return "\(location.source) is not a transcript: it looks like an events file "
                + "(line \(location.line) is an event); the events go to --events, the transcript to --expect"
        case .notATranscript(let location, let problem):
            return "\(location): not a transcript: \(problem)"
        }
    }

    /// How the formats are called in messages.
    private static func name(of format: TranscriptFormat) -> String {
        switch format {
        case .text: "text"
        case .json: "JSON Lines"
        }
    }
}
