import FlowScript
@testable import FlowTooling
import Testing

@Suite("Wrapping text for the terminal frame")
struct TextWrappingTests {
    @Test("A word longer than a line fills the line it starts on, then whole lines, then the rest")
    func longWordFillsLines() {
        // Given
        let text = "ab " + String(repeating: "x", count: 23)

        // When
        let lines = TextWrapping.wrap(text, width: 10)

        // Then
        #expect(lines == ["ab xxxxxxx", "xxxxxxxxxx", "xxxxxx"])
    }

    @Test("Lines after the first of a paragraph start under the indent, a long word's too")
    func continuationLinesAreIndented() {
        // Given
        let text = "1. " + String(repeating: "y", count: 14) + "\nnext"

        // When
        let lines = TextWrapping.wrap(text, width: 8, indent: 3)

        // Then
        #expect(lines == ["1. yyyyy", "   yyyyy", "   yyyy", "next"])
    }

    @Test("A long word of characters that take several bytes is cut by display columns, a wide emoji counting two")
    func longWordCountsDisplayColumns() {
        // Given
        let text = String(repeating: "é🙂", count: 6)

        // When
        let lines = TextWrapping.wrap(text, width: 5)

        // Then
        #expect(lines == ["é🙂é", "🙂é🙂", "é🙂é", "🙂é🙂"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 5 })
    }

    @Test("Wide characters wrap by the columns they take, so a framed line never overflows")
    func wideCharactersWrapByColumns() {
        let lines = TextWrapping.wrap("日本語のラベル ☕☕ and", width: 8)
        #expect(lines == ["日本語の", "ラベル", "☕☕ and"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 8 })
    }
}
