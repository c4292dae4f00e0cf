import FlowScript
import Testing
@testable import FlowTerminal

@Suite("Terminal key decoding")
struct TerminalKeyDecoderTests {
    private func keys(_ text: String) -> [TerminalKey] {
        var bytes = Array(text.utf8)[...]
        var keys: [TerminalKey] = []
        while let (key, length) = TerminalKeyDecoder.decode(bytes, atEndOfBurst: true) {
            keys.append(key)
            bytes = bytes.dropFirst(length)
        }
        return keys
    }

    @Test func arrowKeysAreKeysNotText() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA") == [.up])
    }

    @Test func shiftTabHomeEndAndDeleteAreDecoded() {
        #expect(keys("\u{1B}[Z\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~") == [.backTab, .home, .end, .home, .end, .delete])
    }

    @Test func pageUpAndPageDownAreDecoded() {
        #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    }

    @Test func aLoneEscapeWaitsForMoreThenIsEscape() {
        #expect(TerminalKeyDecoder.decode([0x1B][...]) == nil)
        #expect(TerminalKeyDecoder.decode([0x1B][...], atEndOfBurst: true)?.key == .escape)
        #expect(TerminalKeyDecoder.decode(Array("\u{1B}[".utf8)[...]) == nil)
    }

    @Test func controlKeysEnterTabAndBackspace() {
        #expect(keys("\r\t\u{7F}\u{03}\u{04}") == [.enter, .tab, .backspace, .control("c"), .control("d")])
    }

    @Test func multibyteCharactersAreOneKeyEach() {
        #expect(keys("é☕日") == [.character("é"), .character("☕"), .character("日")])
        #expect(TerminalKeyDecoder.decode(Array("☕".utf8).prefix(2)) == nil)
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        #expect(keys("\u{1B}[15~x") == [.unknown, .character("x")])
    }
}
