import Foundation

/// Reads event lines: one event a line, `#` comment lines and blank lines ignored.
///
/// Lines end with `\n`, `\r\n` (Windows) or `\r`; ``FlowEventLineSplitter`` cuts them, for a whole input here
/// and for a stream line by line as it arrives. Verbs are lowercase and matched exactly; surrounding
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

    /// Parses a whole input, checking first that every line is UTF-8 text (a leading byte order mark is
    /// skipped), so that binary input is refused as such even when an earlier line is not an event.
    /// - Throws: ``FlowEventParseError``; the first fault wins, so nothing runs from a broken file.
    public func parse(_ data: Data) throws(FlowEventParseError) -> [FlowEventLine] {
        var splitter = FlowEventLineSplitter(source: source)
        splitter.append(data)
        splitter.finish()
        var lines: [FlowEventLineSplitter.Line] = []
        while let line = try splitter.nextLine() {
            lines.append(line)
        }
        var events: [FlowEventLine] = []
        for line in lines {
            if let event = try eventLine(line.text, number: line.number) {
                events.append(event)
            }
        }
        return events
    }

    /// Parses text already decoded.
    /// - Throws: ``FlowEventParseError`` for the first line that is not an event.
    public func parse(text: String) throws(FlowEventParseError) -> [FlowEventLine] {
        try parse(Data(text.utf8))
    }

    /// Parses one line into an event located at line `number` of ``source``.
    /// - Returns: The event with its location, or `nil` for a blank or comment line.
    /// - Throws: ``FlowEventParseError`` when the line is not an event.
    public func eventLine(_ line: String, number: Int) throws(FlowEventParseError) -> FlowEventLine? {
        guard let event = try parseLine(line, number: number) else { return nil }
        return FlowEventLine(event: event, location: FlowEventLocation(source: source, line: number))
    }

    /// Parses one line.
    /// - Parameters:
    ///   - line: The line, without its newline.
    ///   - number: Its line number from 1, for errors.
    /// - Returns: The event, or `nil` for a blank or comment line.
    /// - Throws: ``FlowEventParseError`` when the line is not an event.
    public func parseLine(_ line: String, number: Int) throws(FlowEventParseError) -> FlowEvent? {
        let location = FlowEventLocation(source: source, line: number)
        let trimmed = Self.trimmed(line)
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

    /// `line` without whitespace (Unicode's White_Space, line ends included) at either end, as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, without a trip through `NSString` for
    /// each line of a long input.
    private static func trimmed(_ line: String) -> String {
        guard let first = line.firstIndex(where: { !$0.isWhitespace }),
              let last = line.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(line[first...last])
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
}
