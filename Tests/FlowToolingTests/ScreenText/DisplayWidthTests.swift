import FlowScript
@testable import FlowTooling
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test func wideCharactersTakeTwoColumns() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("☕") == 2)
        #expect(DisplayWidth.of("Coffee ☕") == 9)
    }

    @Test func combiningMarksTakeNone() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("abc") == 3)
    }

    @Test func fittedPadsAndCutsByColumns() {
        #expect(DisplayWidth.fitted("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.fitted("日本語です", to: 6) == "日本… ")
        #expect(DisplayWidth.of(DisplayWidth.fitted("日本語です", to: 6)) == 6)
    }
}
