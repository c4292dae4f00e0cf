import FlowScript
/// One step of a golden transcript file, as read: where it starts in the file, its lines, and what of it is
/// compared.
public struct GoldenStep: Sendable {
    /// The step's number, from 0.
    public let number: Int
    /// The file's line the step starts on, from 1.
    public let fileLine: Int
    /// What is compared with a run's step, in the text format: the step's lines with the events line left
    /// out of its header (`[3] tap Next` for `[3] line 7: tap Next`). For a JSON Lines golden, the decoded
    /// step's lines, for the diff only.
    public let lines: [String]
    /// The decoded step, without its events line, for a JSON Lines golden; `nil` for a text one.
    public let decoded: TranscriptStep?

    /// Creates a step of a golden file; ``GoldenTranscript`` reads them.
    public init(number: Int, fileLine: Int, lines: [String], decoded: TranscriptStep?) {
        self.number = number
        self.fileLine = fileLine
        self.lines = lines
        self.decoded = decoded
    }
}
