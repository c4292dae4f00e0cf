import Testing
@testable import FlowScript

@Suite("Event line splitter")
struct FlowEventLineSplitterTests {
    /// Every line of `input`, once it has ended, as `number: text`.
    private func lines(_ input: String, lineLimit: Int? = nil) throws -> [String] {
        var splitter = FlowEventLineSplitter(source: "stdin", lineLimit: lineLimit)
        splitter.append(input.utf8)
        splitter.finish()
        var lines: [String] = []
        while let line = try splitter.nextLine() {
            lines.append("\(line.number): \(line.text)")
        }
        return lines
    }

    /// The error the splitter raises for `bytes`, without the input having ended.
    private func error(_ bytes: [UInt8], lineLimit: Int? = nil) -> FlowEventParseError? {
        var splitter = FlowEventLineSplitter(source: "stdin", lineLimit: lineLimit)
        splitter.append(bytes)
        return #expect(throws: FlowEventParseError.self) {
            while try splitter.nextLine() != nil {}
        }
    }

    @Test("LF, CRLF and CR each end one line, blank lines keeping their numbers", arguments: ["\n", "\r\n", "\r"])
    func lineEndsSplitLines(lineEnd: String) throws {
        #expect(try lines(["tap Next", "", "back", ""].joined(separator: lineEnd)) == ["1: tap Next", "2: ", "3: back"])
    }

    @Test func mixedLineEndsEachCountOnce() throws {
        #expect(try lines("a\r\nb\rc\nd\n\re") == ["1: a", "2: b", "3: c", "4: d", "5: ", "6: e"])
    }

    @Test func aLineIsHandedOutAsSoonAsItsEndArrives() throws {
        // Given
        var splitter = FlowEventLineSplitter(source: "stdin")

        // When
        splitter.append("tap Ne".utf8)
        let beforeEnd = try splitter.nextLine()
        splitter.append("xt\nba".utf8)
        let afterEnd = try splitter.nextLine()
        let partial = try splitter.nextLine()

        // Then
        #expect(beforeEnd == nil)
        #expect(afterEnd?.text == "tap Next")
        #expect(afterEnd?.number == 1)
        #expect(partial == nil)
    }

    @Test("A line ending in CR is handed out at once, and a LF arriving later is the rest of its line end")
    func carriageReturnEndsALineWithoutWaitingForLineFeed() throws {
        // Given
        var splitter = FlowEventLineSplitter(source: "stdin")

        // When
        splitter.append("tap Next\r".utf8)
        let first = try splitter.nextLine()
        let waiting = try splitter.nextLine()
        splitter.append("\nback\r\n".utf8)
        let second = try splitter.nextLine()

        // Then
        #expect(first?.text == "tap Next")
        #expect(waiting == nil)
        #expect(second?.text == "back")
        #expect(second?.number == 2)
    }

    @Test func aFinalLineWithoutLineEndIsCompleteOnlyAtTheEnd() throws {
        // Given
        var splitter = FlowEventLineSplitter(source: "stdin")
        splitter.append("back\ntap Next".utf8)
        _ = try splitter.nextLine()

        // When
        let beforeEnd = try splitter.nextLine()
        splitter.finish()
        let atEnd = try splitter.nextLine()
        let afterEnd = try splitter.nextLine()

        // Then
        #expect(beforeEnd == nil)
        #expect(atEnd?.text == "tap Next")
        #expect(atEnd?.number == 2)
        #expect(afterEnd == nil)
    }

    @Test func aCharacterSplitAcrossReadsIsDecodedWhole() throws {
        // Given
        var splitter = FlowEventLineSplitter(source: "stdin")
        let bytes = Array("tap Café\n".utf8)

        // When
        splitter.append(bytes[..<8])
        let beforeEnd = try splitter.nextLine()
        splitter.append(bytes[8...])

        // Then
        #expect(beforeEnd == nil)
        #expect(try splitter.nextLine()?.text == "tap Café")
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try lines("\u{FEFF}tap Next\n\u{FEFF}back") == ["1: tap Next", "2: \u{FEFF}back"])
    }

    @Test func aLineAtTheLimitIsAccepted() throws {
        #expect(try lines("12345678\n", lineLimit: 8) == ["1: 12345678"])
    }

    @Test("A line over the limit is refused as soon as it is over, without waiting for its end")
    func aLineOverTheLimitIsRefusedAtOnce() {
        #expect(error(Array("back\n123456789".utf8), lineLimit: 8)
            == .lineTooLong(limit: 8, at: FlowEventLocation(source: "stdin", line: 2)))
    }

    @Test func aCompleteLineOverTheLimitIsRefused() {
        #expect(error(Array("123456789\nback\n".utf8), lineLimit: 8)?.description
            == "stdin:1: line is longer than 8 bytes, more than any event line")
    }

    @Test func theLimitIsSaidInKibibytesWhenWhole() {
        #expect(error(Array(repeating: UInt8(ascii: "a"), count: 65_537), lineLimit: 64 << 10)?.description
            == "stdin:1: line is longer than 64 KiB, more than any event line")
    }

    @Test("A NUL byte is refused as soon as it arrives, naming its line and offset")
    func nulIsRefusedWithoutWaitingForTheLineEnd() {
        #expect(error(Array("back\rta".utf8) + [0, 0, 0])?.description
            == "stdin:2: input is binary: NUL byte at byte offset 7 (expected UTF-8 text)")
    }

    @Test func anInvalidByteBeforeANulIsTheFault() {
        #expect(error(Array("tap ".utf8) + [0xC3, 0])
            == .invalidUTF8(byte: 0xC3, byteOffset: 4, at: FlowEventLocation(source: "stdin", line: 1)))
    }

    @Test func bytesThatAreNotUTF8NameTheByteLineAndOffset() {
        #expect(error(Array("back\r\ntap Caf".utf8) + [0xE9, 0x0A])?.description
            == "stdin:2: input is not UTF-8: invalid byte 0xE9 at byte offset 13")
    }
}
