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
}
