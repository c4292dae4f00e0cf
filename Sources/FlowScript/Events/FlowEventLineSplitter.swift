/// Cuts an events input into lines of text as its bytes arrive, so that a line from a pipe can be applied as
/// soon as it is complete; a whole file is cut the same way.
///
/// Lines end with `\n`, `\r\n` (Windows) or `\r`. A line ending in `\r` is handed out at once, without waiting
/// to see whether `\n` follows (a program driving a run waits for the answer to its line); a `\n` right after
/// it is then skipped as the rest of that line end. A byte order mark at the start of the input is skipped.
///
/// Each line is checked to be UTF-8 without NUL bytes. A NUL is reported as soon as it arrives, without
/// waiting for a line end that binary input (`/dev/zero`) never sends; so is a line longer than the limit,
/// which keeps a stream without line ends from filling the memory. The first fault ends the input: the
/// splitter is not read again after it throws.
public struct FlowEventLineSplitter: Sendable {
    /// The name errors give the input, such as a file path or `"stdin"`.
    public let source: String
    /// The most bytes a line may hold, line end excluded, or `nil` for no limit (a file read whole).
    public let lineLimit: Int?

    /// A complete line: its text without the line end, and its number from 1.
    public typealias Line = (text: String, number: Int)

    /// Bytes not handed out yet: the rest of the input received, from ``start``.
    private var buffer: [UInt8] = []
    /// Where the current line starts in ``buffer``.
    private var start = 0
    /// How far the current line has been searched for its end, so that bytes arriving one at a time are
    /// not searched again each time.
    private var searched = 0
    /// The current line's number, from 1.
    private var number = 1
    /// The current line's offset from the start of the input, for errors.
    private var offset = 0
    /// Whether the last line ended with `\r`, so that a `\n` coming next belongs to its line end.
    private var skipsLineFeed = false
    /// Whether the input has ended, so that a last line without a line end is complete.
    private var isFinished = false

    /// Creates a splitter for the input named `source`.
    /// - Parameters:
    ///   - source: The name errors give the input.
    ///   - lineLimit: The most bytes a line may hold, or `nil` for no limit.
    public init(source: String, lineLimit: Int? = nil) {
        self.source = source
        self.lineLimit = lineLimit
    }

    /// Adds bytes read from the input.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        // The lines handed out are dropped first, so a stream holds little more than its current line.
        if start > 0 {
            buffer.removeSubrange(..<start)
            searched -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Marks the end of the input: a last line without a line end is then complete.
    public mutating func finish() {
        isFinished = true
    }

    /// The next complete line, or `nil` until more bytes are appended (or, after ``finish()``, at the end).
    /// - Throws: ``FlowEventParseError/binaryInput(byteOffset:at:)``,
    ///   ``FlowEventParseError/invalidUTF8(byte:byteOffset:at:)`` or
    ///   ``FlowEventParseError/lineTooLong(limit:at:)``.
    public mutating func nextLine() throws(FlowEventParseError) -> Line? {
        if skipsLineFeed {
            guard start < buffer.count else { return nil }
            skipsLineFeed = false
            if buffer[start] == UInt8(ascii: "\n") {
                start += 1
                offset += 1
            }
        }
        var index = max(searched, start)
        while index < buffer.count {
            switch buffer[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipsLineFeed = buffer[index] == UInt8(ascii: "\r")
                return try takeLine(upTo: index, lineEnd: 1)
            case 0:
                try validate(start..<index)
                throw .binaryInput(byteOffset: offset + index - start, at: location)
            default:
                index += 1
            }
        }
        searched = index
        if let lineLimit, buffer.count - start > lineLimit {
            throw .lineTooLong(limit: lineLimit, at: location)
        }
        guard isFinished, start < buffer.count else { return nil }
        return try takeLine(upTo: buffer.count, lineEnd: 0)
    }

    /// Where the current line is, for errors.
    private var location: FlowEventLocation {
        FlowEventLocation(source: source, line: number)
    }

    /// Checks and decodes the current line, which ends at `end`, then moves past it and its line end.
    private mutating func takeLine(upTo end: Int, lineEnd: Int) throws(FlowEventParseError) -> Line {
        if let lineLimit, end - start > lineLimit {
            throw .lineTooLong(limit: lineLimit, at: location)
        }
        var first = start
        if offset == 0, buffer[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) {
            first += 3
        }
        try validate(first..<end)
        let line: Line = (String(decoding: buffer[first..<end], as: UTF8.self), number)
        offset += end + lineEnd - start
        start = end + lineEnd
        searched = start
        number += 1
        return line
    }

    /// Checks that the bytes in `range` of the current line are UTF-8, naming the first invalid byte.
    private func validate(_ range: Range<Int>) throws(FlowEventParseError) {
        var iterator = buffer[range].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var index = range.lowerBound
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                index += encoded.count
            case .error:
                throw .invalidUTF8(byte: buffer[index], byteOffset: offset + index - start, at: location)
            case .emptyInput:
                return
            }
        }
    }
}
