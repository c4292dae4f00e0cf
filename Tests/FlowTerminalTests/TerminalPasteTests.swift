import FlowScript
import Testing
@testable import FlowTerminal

@Suite("Terminal bracketed paste: the bytes between the markers, up to the limit")
struct TerminalPasteTests {
    /// The key `bytes` make, fed one at a time, and whether the end marker was seen.
    private func paste(_ bytes: [UInt8], limit: Int = TerminalPaste.limit) -> (TerminalKey, ended: Bool) {
        var paste = TerminalPaste(limit: limit)
        var ended = false
        for byte in bytes where !ended {
            ended = paste.append(byte)
        }
        return (paste.key, ended)
    }

    @Test("The text between the markers, the end marker left out; a line break is text")
    func textUpToTheEndMarker() {
        let (key, ended) = paste(Array("tap Next\r\u{1B}[A\u{1B}[201~".utf8))
        #expect(ended)
        #expect(key == .paste("tap Next\r\u{1B}[A", isCut: false))
    }

    @Test("Past the limit the rest is read and dropped, the cut on a character's boundary, and the end still found")
    func cutAtTheLimit() {
        // Given: "é" takes two bytes, the limit falls inside the third
        let bytes = Array(("ééé" + String(repeating: "x", count: 1000) + "\u{1B}[201~").utf8)

        // When
        let (key, ended) = paste(bytes, limit: 5)

        // Then
        #expect(ended)
        #expect(key == .paste("éé", isCut: true))
    }

    @Test("A paste that stops without its end marker keeps what came")
    func unendedPaste() {
        let (key, ended) = paste(Array("abc\u{1B}[20".utf8))
        #expect(!ended)
        #expect(key == .paste("abc\u{1B}[20", isCut: false))
    }

    @Test("The limit is 256 KiB")
    func limit() {
        #expect(TerminalPaste.limit == 262_144)
    }
}
