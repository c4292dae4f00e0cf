import Testing
@testable import FlowScript

@Suite("Quoting values in messages")
struct QuotedTextTests {
    @Test func aShortValueIsQuotedAsItIs() {
        #expect(QuotedText.quoted("tap Sign In") == "'tap Sign In'")
    }

    @Test func aValueOfExactlyTheLimitIsNotCut() {
        let value = String(repeating: "x", count: QuotedText.limit)

        #expect(QuotedText.quoted(value) == "'\(value)'")
    }

    @Test func aLongValueIsCutAfterTheLimitWithItsLength() {
        // Given: far past the limit (the cut and the count work the same at any size)
        let value = "tap " + String(repeating: "A", count: 100_000)

        // When
        let quoted = QuotedText.quoted(value)

        // Then
        #expect(quoted == "'tap " + String(repeating: "A", count: 76) + "…' (100004 characters)")
    }

    @Test func controlCharactersAreEscapedInsideTheQuote() {
        #expect(QuotedText.quoted("a\nb\u{1B}[0m") == #"'a\010b\027[0m'"#)
    }

    @Test func aListQuotesEachValue() {
        #expect(QuotedText.list(["Continue", "Skip\n"]) == #"'Continue', 'Skip\010'"#)
    }
}
