import Foundation

/// Reads event lines: one event a line, `#` comment lines and blank lines ignored.
///
/// Lines end with `\n`, `\r\n` (Windows) or `\r`. Verbs are lowercase and matched exactly; surrounding
/// whitespace is ignored. The rest of a `tap` line is the title, so titles may hold spaces; likewise the
/// text of `type` is everything after the field id. A `#` only starts a comment at the start of a line,
/// since titles and texts may contain one.
public struct FlowEventParser: Sendable {
    /// The name errors give the input, such as a file path or `"stdin"`.
    public var source: String

    /// Creates a parser for the input named `source`.
    public init(source: String) {
        self.source = source
    }

    /// Parses a whole input, checking first that it is UTF-8 text (a leading byte order mark is skipped).
    /// - Throws: ``FlowEventParseError``; the first fault wins, so nothing runs from a broken file.
    public func parse(_ data: Data) throws(FlowEventParseError) -> [FlowEventLine] {
        var bytes = Array(data)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        }
        try validate(bytes, from: start)
        bytes.removeFirst(start)
        return try parse(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Parses text already decoded.
    /// - Throws: ``FlowEventParseError`` for the first line that is not an event.
    public func parse(text: String) throws(FlowEventParseError) -> [FlowEventLine] {
        var events: [FlowEventLine] = []
        // "\r\n" is one Character in Swift: it is not "\n", so each line end is named.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, line) in lines.enumerated() {
            if let event = try parseLine(String(line), number: index + 1) {
                events.append(FlowEventLine(event: event, location: FlowEventLocation(source: source, line: index + 1)))
            }
        }
        return events
    }

    /// Parses one line.
    /// - Parameters:
    ///   - line: The line, without its newline.
    ///   - number: Its line number from 1, for errors.
    /// - Returns: The event, or `nil` for a blank or comment line.
    /// - Throws: ``FlowEventParseError`` when the line is not an event.
    public func parseLine(_ line: String, number: Int) throws(FlowEventParseError) -> FlowEvent? {
        let location = FlowEventLocation(source: source, line: number)
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.hasPrefix("#") {
            return nil
        }
        let (word, rest) = Self.splitFirstWord(trimmed)
        guard let verb = FlowEventVerb(rawValue: word) else {
            throw .unknownVerb(word, at: location)
        }
        switch verb {
        case .tap:
            guard !rest.isEmpty else { throw .missingArgument(.tap, argument: "button title", at: location) }
            return .tap(title: rest)
        case .type:
            guard !rest.isEmpty else { throw .missingArgument(.type, argument: "field id", at: location) }
            let (fieldID, text) = Self.splitFirstWord(rest)
            guard !text.isEmpty else { throw .missingArgument(.type, argument: "text", at: location) }
            return .type(fieldID: fieldID, text: text)
        case .select:
            guard !rest.isEmpty else { throw .missingArgument(.select, argument: "row number", at: location) }
            let (value, extra) = Self.splitFirstWord(rest)
            guard extra.isEmpty else { throw .extraArguments(.select, extra: extra, at: location) }
            guard let row = Int(value) else {
                let digits = value.first == "-" || value.first == "+" ? value.dropFirst() : Substring(value)
                let isWhole = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
                throw isWhole ? .rowNumberOutOfRange(value, at: location) : .rowNotANumber(value, at: location)
            }
            guard row >= 1 else { throw .rowNumberTooSmall(row, at: location) }
            return .select(row: row)
        case .back:
            guard rest.isEmpty else { throw .extraArguments(.back, extra: rest, at: location) }
            return .back
        }
    }

    /// Splits trimmed text at its first run of whitespace: the first word, and the rest without leading
    /// whitespace (empty when there is none).
    private static func splitFirstWord(_ text: String) -> (String, String) {
        guard let gap = text.firstIndex(where: \.isWhitespace) else {
            return (text, "")
        }
        let rest = text[gap...].drop(while: \.isWhitespace)
        return (String(text[..<gap]), String(rest))
    }

    /// Checks that `bytes` from `start` are UTF-8 without NUL, reporting the first fault with its line.
    private func validate(_ bytes: [UInt8], from start: Int) throws(FlowEventParseError) {
        var iterator = bytes[start...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = start
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, let byte = encoded.first {
                    if byte == 0 {
                        throw .binaryInput(byteOffset: offset, at: FlowEventLocation(source: source, line: line))
                    }
                    if byte == UInt8(ascii: "\n") {
                        line += 1
                    }
                }
                offset += encoded.count
            case .error:
                throw .invalidUTF8(
                    byte: bytes[offset], byteOffset: offset, at: FlowEventLocation(source: source, line: line))
            case .emptyInput:
                return
            }
        }
    }
}
