/// Why an events input could not be read as events. Each prints as `source:line: message`.
public enum FlowEventParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line's first word is not a verb.
    case unknownVerb(String, at: FlowEventLocation)
    /// The verb lacks an argument, named by `argument` (`"button title"`, `"field id"`, `"text"`,
    /// `"row number"`).
    case missingArgument(FlowEventVerb, argument: String, at: FlowEventLocation)
    /// The verb got more than it takes; `extra` is the surplus text.
    case extraArguments(FlowEventVerb, extra: String, at: FlowEventLocation)
    /// `select` got something that is not a whole number.
    case rowNotANumber(String, at: FlowEventLocation)
    /// `select` got a number below 1.
    case rowNumberTooSmall(Int, at: FlowEventLocation)
    /// `select` got a whole number too large (or too small) for any row: more digits than an `Int` holds.
    case rowNumberOutOfRange(String, at: FlowEventLocation)
    /// The input holds a NUL byte, at `byteOffset` from the start of the input.
    case binaryInput(byteOffset: Int, at: FlowEventLocation)
    /// The input is not UTF-8: `byte` at `byteOffset` starts an invalid sequence.
    case invalidUTF8(byte: UInt8, byteOffset: Int, at: FlowEventLocation)
    /// A line of a stream holds more than `limit` bytes: a stream is read a line at a time, so one without
    /// line ends (random bytes, a wrong file) must be refused before it fills the memory.
    case lineTooLong(limit: Int, at: FlowEventLocation)

    /// Where the fault is.
    public var location: FlowEventLocation {
        switch self {
        case .unknownVerb(_, let location), .missingArgument(_, _, let location),
             .extraArguments(_, _, let location), .rowNotANumber(_, let location),
             .rowNumberTooSmall(_, let location), .rowNumberOutOfRange(_, let location), .binaryInput(_, let location),
             .invalidUTF8(_, _, let location), .lineTooLong(_, let location):
            location
        }
    }

    /// The fault without its location, as an interactive prompt shows it; the text at fault is quoted by
    /// ``QuotedText`` (escaped, and cut when long).
    public var message: String {
        switch self {
        case .unknownVerb(let verb, _):
            let verbs = FlowEventVerb.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown verb \(QuotedText.quoted(verb)) (verbs: \(verbs))"
        case .missingArgument(let verb, let argument, _):
            return "'\(verb.rawValue)' is missing its \(argument) (usage: \(verb.usage))"
        case .extraArguments(let verb, let extra, _):
            return "unexpected \(QuotedText.quoted(extra)) after '\(verb.rawValue)' (usage: \(verb.usage))"
        case .rowNotANumber(let value, _):
            return "row number \(QuotedText.quoted(value)) is not a whole number (usage: \(FlowEventVerb.select.usage))"
        case .rowNumberTooSmall(let value, _):
            return "row number \(value) is less than 1 (rows are numbered from 1)"
        case .rowNumberOutOfRange(let value, _):
            return "row number \(QuotedText.quoted(value)) is out of range (rows are numbered from 1)"
        case .binaryInput(let offset, _):
            return "input is binary: NUL byte at byte offset \(offset) (expected UTF-8 text)"
        case .invalidUTF8(let byte, let offset, _):
            let hex = String(byte, radix: 16, uppercase: true)
            return "input is not UTF-8: invalid byte 0x\(hex.count < 2 ? "0" + hex : hex) at byte offset \(offset)"
        case .lineTooLong(let limit, _):
            let size = limit % 1024 == 0 ? "\(limit / 1024) KiB" : "\(limit) bytes"
            return "line is longer than \(size), more than any event line"
        }
    }

    /// The fault as one line, `source:line: message`.
    public var description: String {
        "\(location): \(message)"
    }
}
