import Testing
@testable import FlowScript

@Suite("Escaping control characters for line-based output")
struct ControlEscapesTests {
    @Test func controlCharactersTakeLuasEscapes() {
        #expect(ControlEscapes.escaped("a\u{0}b\u{1B}[31m\r\u{7F}\u{85}") == #"a\000b\027[31m\013\127\u{85}"#)
    }

    @Test func tabsAndPrintableTextAreKept() {
        #expect(ControlEscapes.escaped("caf\u{E9}\tné") == "caf\u{E9}\tné")
    }

    @Test func lineFeedsAreEscapedUnlessKept() {
        #expect(ControlEscapes.escaped("a\nb") == #"a\010b"#)
        #expect(ControlEscapes.escaped("a\nb\u{1B}", keepingLineBreaks: true) == "a\nb\\027")
    }

    @Test("Bidi controls are made visible, so text cannot render reversed")
    func bidiControlsAreEscaped() {
        let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}"
        #expect(ControlEscapes.escaped("invoice" + bidi + "gnp.exe") == "invoice"
            + #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}"# + "gnp.exe")
        // Neighbours that are not controls are text: a zero-width joiner in an emoji, Arabic letters.
        #expect(ControlEscapes.escaped("👩\u{200D}💻 سلام") == "👩\u{200D}💻 سلام")
    }

    @Test("Escaping twice changes nothing more, and a frame gets spaces for tabs")
    func escapingIsIdempotentAndTabsBecomeSpacesInFrames() {
        let once = ControlEscapes.escaped("a\u{1B}]0;x\u{07}\u{202E}\tb")
        #expect(ControlEscapes.escaped(once) == once)
        #expect(ControlEscapes.escaped("a\tb\u{1B}", tabsAsSpaces: true) == #"a b\027"#)
    }
}
