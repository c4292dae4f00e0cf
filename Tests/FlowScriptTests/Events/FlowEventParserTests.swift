import Foundation
import Testing
@testable import FlowScript

@Suite("Event line parser")
struct FlowEventParserTests {
    let parser = FlowEventParser(source: "events.txt")

    /// The error `line` raises as line 1 of `events.txt`.
    func parseError(_ line: String) -> FlowEventParseError? {
        #expect(throws: FlowEventParseError.self) { try parser.parseLine(line, number: 1) }
    }

    @Test func tapTakesTheRestOfTheLineAsTitle() throws {
        #expect(try parser.parseLine("tap Try Again", number: 1) == .tap(title: "Try Again"))
    }

    @Test func typeTakesAFieldIdThenTheRestAsText() throws {
        #expect(try parser.parseLine("type name  Milk and honey", number: 1) == .type(fieldID: "name", text: "Milk and honey"))
    }

    @Test func selectTakesARowNumber() throws {
        #expect(try parser.parseLine("select 2", number: 1) == .select(row: 2))
    }

    @Test func backTakesNothing() throws {
        #expect(try parser.parseLine("back", number: 1) == .back)
    }

    @Test func surroundingWhitespaceAndCarriageReturnAreIgnored() throws {
        #expect(try parser.parseLine("  \ttap Continue \r", number: 1) == .tap(title: "Continue"))
    }

    @Test("Unicode whitespace around a line is ignored too, and kept inside its text")
    func unicodeWhitespaceIsTrimmed() throws {
        #expect(try parser.parseLine("\u{00A0}tap Sign\u{00A0}In\u{2003}", number: 1) == .tap(title: "Sign\u{00A0}In"))
        #expect(try parser.parseLine("\u{2028}\u{3000}", number: 1) == nil)
    }

    @Test("Windows (CRLF) and old Mac (CR) line ends separate lines, keeping line numbers", arguments: ["\r\n", "\r"])
    func crlfAndCrEndLines(lineEnd: String) throws {
        // Given
        let text = ["tap Continue", "# comment", "", "back"].joined(separator: lineEnd) + lineEnd

        // When
        let lines = try parser.parse(text: text)

        // Then
        #expect(lines.map(\.event) == [.tap(title: "Continue"), .back])
        #expect(lines.map(\.location.line) == [1, 4])
    }

    @Test func blankAndCommentLinesAreNoEvents() throws {
        #expect(try parser.parseLine("   ", number: 1) == nil)
        #expect(try parser.parseLine("  # log in first", number: 1) == nil)
    }

    @Test func parsingTextKeepsEachEventsLineNumber() throws {
        // Given
        let text = "# login\n\ntype email agent@shield.org\ntap Sign In\n"

        // When
        let lines = try parser.parse(text: text)

        // Then
        #expect(lines == [
            FlowEventLine(event: .type(fieldID: "email", text: "agent@shield.org"), location: FlowEventLocation(source: "events.txt", line: 3)),
            FlowEventLine(event: .tap(title: "Sign In"), location: FlowEventLocation(source: "events.txt", line: 4)),
        ])
    }

    @Test func unknownVerbListsTheVerbs() {
        #expect(parseError("press OK")?.description == "events.txt:1: unknown verb 'press' (verbs: tap, type, select, back)")
    }

    @Test func verbsAreCaseSensitive() {
        #expect(parseError("Tap OK") == .unknownVerb("Tap", at: FlowEventLocation(source: "events.txt", line: 1)))
    }

    @Test func tapWithoutTitleIsMissingItsTitle() {
        #expect(parseError("tap")?.description == "events.txt:1: 'tap' is missing its button title (usage: tap <button title>)")
    }

    @Test func typeWithoutFieldIsMissingItsFieldId() {
        #expect(parseError("type")?.description == "events.txt:1: 'type' is missing its field id (usage: type <field id> <text>)")
    }

    @Test func typeWithoutTextIsMissingItsText() {
        #expect(parseError("type email")?.description == "events.txt:1: 'type' is missing its text (usage: type <field id> <text>)")
    }

    @Test func selectWithoutNumberIsMissingItsRowNumber() {
        #expect(parseError("select")?.description == "events.txt:1: 'select' is missing its row number (usage: select <row number>)")
    }

    @Test func selectWithTwoWordsHasAnExtraArgument() {
        #expect(parseError("select 1 2")?.description == "events.txt:1: unexpected '2' after 'select' (usage: select <row number>)")
    }

    @Test func backWithAnArgumentHasAnExtraArgument() {
        #expect(parseError("back now")?.description == "events.txt:1: unexpected 'now' after 'back' (usage: back)")
    }

    @Test func selectWithANonNumberNamesTheValue() {
        #expect(parseError("select two")?.description == "events.txt:1: row number 'two' is not a whole number (usage: select <row number>)")
    }

    @Test func selectBelowOneNamesTheNumber() {
        #expect(parseError("select 0")?.description == "events.txt:1: row number 0 is less than 1 (rows are numbered from 1)")
        #expect(parseError("select -3") == .rowNumberTooSmall(-3, at: FlowEventLocation(source: "events.txt", line: 1)))
    }

    @Test func selectBeyondAnyRowNumberSaysItIsOutOfRange() {
        #expect(parseError("select 99999999999999999999999")?.description
            == "events.txt:1: row number '99999999999999999999999' is out of range (rows are numbered from 1)")
        #expect(parseError("select -99999999999999999999999")
            == .rowNumberOutOfRange("-99999999999999999999999", at: FlowEventLocation(source: "events.txt", line: 1)))
        #expect(parseError("select 1e30")
            == .rowNotANumber("1e30", at: FlowEventLocation(source: "events.txt", line: 1)))
    }

    @Test func aHugeUnknownVerbIsQuotedCutWithItsLength() {
        #expect(parseError(String(repeating: "A", count: 1000))?.description == "events.txt:1: unknown verb '"
            + String(repeating: "A", count: 80) + "…' (1000 characters) (verbs: tap, type, select, back)")
    }

    @Test func binaryInputNamesTheLineAndByteOffset() {
        // Given
        let data = Data("back\ntap O".utf8) + Data([0]) + Data("K\n".utf8)

        // When
        let error = #expect(throws: FlowEventParseError.self) { try parser.parse(data) }

        // Then
        #expect(error?.description == "events.txt:2: input is binary: NUL byte at byte offset 10 (expected UTF-8 text)")
    }

    @Test func binaryInputAfterCarriageReturnLineEndsNamesItsLine() {
        // Given
        let data = Data("back\rback\rtap O".utf8) + Data([0])

        // When
        let error = #expect(throws: FlowEventParseError.self) { try parser.parse(data) }

        // Then
        #expect(error?.description == "events.txt:3: input is binary: NUL byte at byte offset 15 (expected UTF-8 text)")
    }

    @Test func binaryInputIsRefusedAsSuchEvenAfterALineThatIsNotAnEvent() {
        // Given
        let data = Data("jump\ntap O".utf8) + Data([0])

        // When
        let error = #expect(throws: FlowEventParseError.self) { try parser.parse(data) }

        // Then
        #expect(error == .binaryInput(byteOffset: 10, at: FlowEventLocation(source: "events.txt", line: 2)))
    }

    @Test func nonUTF8InputNamesTheByteLineAndOffset() {
        // Given
        let data = Data("back\nback\ntap Caf".utf8) + Data([0xE9]) + Data("\n".utf8)

        // When
        let error = #expect(throws: FlowEventParseError.self) { try parser.parse(data) }

        // Then
        #expect(error?.description == "events.txt:3: input is not UTF-8: invalid byte 0xE9 at byte offset 17")
    }

    @Test func utf8InputWithAByteOrderMarkParses() throws {
        // Given
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("tap Café ☕\n".utf8)

        // When
        let lines = try parser.parse(data)

        // Then
        #expect(lines.map(\.event) == [.tap(title: "Café ☕")])
    }

    @Test func anErrorInTheMiddleOfTextNamesItsLine() {
        // Given
        let text = "tap Continue\n\nselect x\n"

        // When
        let error = #expect(throws: FlowEventParseError.self) { try parser.parse(text: text) }

        // Then
        #expect(error?.location == FlowEventLocation(source: "events.txt", line: 3))
    }
}
