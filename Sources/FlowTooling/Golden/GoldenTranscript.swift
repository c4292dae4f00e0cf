import FlowScript
import Foundation

/// A transcript recorded earlier (a *golden* file) that a run's transcript is compared with: `flowrun run
/// --expect GOLDEN`.
///
/// Reading checks that the file is a transcript in the format asked for, so that a wrong file is refused
/// before anything runs: an events file given by mistake, a transcript of the other format, binary data.
/// The comparison ignores where events came from (the events input's line numbers, which move when a comment
/// is added to the events file, and are absent from an interactive session's transcript); everything else of
/// every step counts.
public struct GoldenTranscript: Sendable {
    /// The file's path as given, for messages.
    public let path: String
    /// The file's format.
    public let format: TranscriptFormat
    /// Its steps, in order.
    public let steps: [GoldenStep]
    /// How many lines the file has, for a difference past its last step.
    public let lineCount: Int

    /// Reads the golden transcript `data` of the file `path`.
    /// - Parameters:
    ///   - path: The file's path, for messages.
    ///   - data: Its bytes.
    ///   - format: The format asked for (`--transcript`).
    /// - Throws: ``GoldenTranscriptError``: an empty, binary or non-UTF-8 file, one of the other format, an
    ///   events file, or a line that breaks the format.
    public init(path: String, data: Data, format: TranscriptFormat) throws(GoldenTranscriptError) {
        var lines = try Self.lines(of: data, path: path)
        // Blank lines at the end (an editor's, or a shell's `echo >>`) are not part of the last step.
        while lines.last?.text.allSatisfy(\.isWhitespace) == true {
            lines.removeLast()
        }
        guard !lines.isEmpty else { throw .empty(path: path) }
        let found = try Self.format(of: lines, path: path, asked: format)
        guard found == format else { throw .otherFormat(path: path, found: found, asked: format) }
        self.path = path
        self.format = format
        self.lineCount = lines.count
        steps = switch format {
        case .text: try Self.textSteps(lines, path: path)
        case .json: try Self.jsonSteps(lines, path: path)
        }
    }

    /// The first step where `actual` differs from this transcript, or `nil` when every step is the same.
    /// - Parameters:
    ///   - actual: The run's steps.
    ///   - eventsSource: The events input's name (`path`, `stdin`), to locate the step's event.
    public func firstDifference(from actual: [TranscriptStep], eventsSource: String?) -> TranscriptDifference? {
        for number in 0..<max(steps.count, actual.count) {
            let golden = number < steps.count ? steps[number] : nil
            let run = number < actual.count ? actual[number] : nil
            if let golden, let run, matches(golden, run) {
                continue
            }
            let screenBefore = actual[..<min(number, actual.count)].last { $0.screen != nil }?.screen
            let (expected, actualLines) = displayLines(golden: golden, run: run)
            return TranscriptDifference(
                goldenPath: path,
                step: number,
                expected: expected,
                actual: actualLines,
                goldenLine: golden?.fileLine ?? lineCount,
                event: run?.event ?? golden?.decoded?.event,
                eventLocation: run?.line.map { FlowEventLocation(source: eventsSource ?? "events", line: $0) },
                screenBefore: screenBefore.map { "\($0.name) \"\($0.title)\"" },
                goldenStepCount: steps.count,
                actualStepCount: actual.count)
        }
        return nil
    }

    /// The text lines `step` is compared by: the text format's, without the events line.
    public static func comparedLines(for step: TranscriptStep) -> [String] {
        TranscriptTextFormatter.lines(for: step.withoutLine)
    }

    // MARK: - Comparing

    private func matches(_ golden: GoldenStep, _ run: TranscriptStep) -> Bool {
        if let decoded = golden.decoded {
            return Self.withoutRowIDs(decoded) == Self.withoutRowIDs(run.withoutLine)
        }
        return golden.lines == Self.comparedLines(for: run)
    }

    /// `step` with its rows' ids left out: a plain run draws new ones each time, and the text format, which
    /// goldens are also compared by, does not show them.
    private static func withoutRowIDs(_ step: TranscriptStep) -> TranscriptStep {
        var step = step
        if let rows = step.screen?.rows {
            step.screen?.rows = rows.map { row in
                var row = row
                row.id = nil
                return row
            }
        }
        return step
    }

    /// The lines the diff shows: the text format's, which read better than JSON; for a JSON golden whose
    /// difference the text format does not show (a field's placeholder, say), the JSON lines.
    private func displayLines(golden: GoldenStep?, run: TranscriptStep?) -> (expected: [String]?, actual: [String]?) {
        let expected = golden?.lines
        let actual = run.map(Self.comparedLines)
        guard format == .json, let decoded = golden?.decoded, let run, expected == actual else {
            return (expected, actual)
        }
        let json = { (step: TranscriptStep) in
            [(try? TranscriptFormat.json.format(Self.withoutRowIDs(step.withoutLine)))?
                .trimmingCharacters(in: .newlines) ?? ""]
        }
        return (json(decoded), json(run))
    }

    // MARK: - Reading

    private typealias Line = FlowEventLineSplitter.Line

    /// The file's lines, checked to be UTF-8 text.
    private static func lines(of data: Data, path: String) throws(GoldenTranscriptError) -> [Line] {
        var splitter = FlowEventLineSplitter(source: path)
        splitter.append(data)
        splitter.finish()
        var lines: [Line] = []
        do {
            while let line = try splitter.nextLine() {
                lines.append(line)
            }
        } catch {
            switch error {
            case .binaryInput(let offset, _): throw .binary(path: path, byteOffset: offset)
            case .invalidUTF8(let byte, let offset, _): throw .notUTF8(path: path, byte: byte, byteOffset: offset)
            default: preconditionFailure("a splitter without a line limit refuses only binary and non-UTF-8 input")
            }
        }
        return lines
    }

    /// The format the first line shows: a JSON object, or the first step's header.
    private static func format(
        of lines: [Line], path: String, asked: TranscriptFormat
    ) throws(GoldenTranscriptError) -> TranscriptFormat {
        let first = lines[0].text
        if first.hasPrefix("{") {
            return .json
        }
        if header(first) != nil {
            return .text
        }
        if let event = firstEvent(in: lines, path: path) {
            throw .eventsFile(at: event)
        }
        let location = FlowEventLocation(source: path, line: 1)
        switch asked {
        case .text: throw .notATranscript(at: location, problem: .expectedFirstHeader(found: first))
        case .json: throw .notATranscript(at: location, problem: .notAJSONObject(found: first))
        }
    }

    /// Where the first event line is, when every line up to it is blank or a comment and it is an event.
    private static func firstEvent(in lines: [Line], path: String) -> FlowEventLocation? {
        let parser = FlowEventParser(source: path)
        for line in lines {
            do {
                if let event = try parser.eventLine(line.text, number: line.number) {
                    return event.location
                }
            } catch {
                return nil
            }
        }
        return nil
    }

    private static func textSteps(_ lines: [Line], path: String) throws(GoldenTranscriptError) -> [GoldenStep] {
        var steps: [GoldenStep] = []
        var current: (fileLine: Int, lines: [String])?
        func close() {
            if let current {
                steps.append(GoldenStep(number: steps.count, fileLine: current.fileLine, lines: current.lines, decoded: nil))
            }
        }
        for line in lines {
            let location = FlowEventLocation(source: path, line: line.number)
            if let (number, rest) = header(line.text) {
                close()
                guard number == steps.count else {
                    throw .notATranscript(at: location, problem: .unexpectedStepNumber(found: number, expected: steps.count))
                }
                current = (line.number, ["[\(number)] " + withoutEventsLine(rest)])
            } else if line.text.hasPrefix("    "), current != nil {
                current?.lines.append(line.text)
            } else if current == nil {
                throw .notATranscript(at: location, problem: .expectedFirstHeader(found: line.text))
            } else {
                throw .notATranscript(at: location, problem: .notAStepLine(found: line.text))
            }
        }
        close()
        return steps
    }

    private static func jsonSteps(_ lines: [Line], path: String) throws(GoldenTranscriptError) -> [GoldenStep] {
        let decoder = JSONDecoder()
        var steps: [GoldenStep] = []
        for line in lines {
            let location = FlowEventLocation(source: path, line: line.number)
            guard line.text.hasPrefix("{") else {
                throw .notATranscript(at: location, problem: .notAJSONObject(found: line.text))
            }
            let step: TranscriptStep
            do {
                step = try decoder.decode(TranscriptStep.self, from: Data(line.text.utf8))
            } catch let error as DecodingError {
                throw .notATranscript(at: location, problem: .notAStep(error))
            } catch {
                throw .notATranscript(at: location, problem: .notAJSONObject(found: line.text))
            }
            guard step.number == steps.count else {
                throw .notATranscript(at: location, problem: .unexpectedStepNumber(found: step.number, expected: steps.count))
            }
            let decoded = step.withoutLine
            steps.append(GoldenStep(
                number: step.number, fileLine: line.number, lines: TranscriptTextFormatter.lines(for: decoded),
                decoded: decoded))
        }
        return steps
    }

    /// The number and the rest of a step header, `[12] tap Next`.
    private static func header(_ line: String) -> (Int, Substring)? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let digits = line[line.index(after: line.startIndex)..<close]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else {
            return nil
        }
        let rest = line[line.index(after: close)...]
        guard rest.hasPrefix(" "), rest.count > 1 else { return nil }
        return (number, rest.dropFirst())
    }

    /// A header's rest without the events line: `tap Next` for `line 7: tap Next`. An event line starts with
    /// its verb, never with `line`, so the prefix cannot be part of the event.
    private static func withoutEventsLine(_ rest: Substring) -> String {
        guard rest.hasPrefix("line ") else { return String(rest) }
        let afterWord = rest.dropFirst("line ".count)
        let digits = afterWord.prefix { $0.isASCII && $0.isNumber }
        let after = afterWord.dropFirst(digits.count)
        guard !digits.isEmpty, after.hasPrefix(": ") else { return String(rest) }
        return String(after.dropFirst(2))
    }
}
