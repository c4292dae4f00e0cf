/// Decodes the bytes a terminal in raw mode sends into ``TerminalKey``s.
///
/// Arrow and editing keys arrive as escape sequences (`ESC [ A`, or `ESC O A` in application mode), so a
/// lone ESC byte is ambiguous until the next byte arrives or does not: ``decode(_:)`` answers `nil`
/// (wait for more), and the reader, after a short silence, calls ``decode(_:atEndOfBurst:)`` to take it as
/// the Escape key.
package enum TerminalKeyDecoder {
    private static let escapeByte: UInt8 = 0x1B

    /// The first key in `bytes` and how many bytes it took, or `nil` when `bytes` is empty or the start
    /// of a key whose rest has not arrived yet.
    /// - Parameter atEndOfBurst: Whether no more bytes are coming soon, so a lone ESC is the Escape key.
    package static func decode(_ bytes: ArraySlice<UInt8>, atEndOfBurst: Bool = false) -> (key: TerminalKey, length: Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case escapeByte:
            return decodeEscape(bytes, atEndOfBurst: atEndOfBurst)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x00..<0x20:
            // Ctrl-A is 1, ... Ctrl-Z is 26.
            let letter = Character(Unicode.Scalar(first + 0x60))
            return (.control(letter), 1)
        default:
            return decodeText(bytes)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>, atEndOfBurst: Bool) -> (key: TerminalKey, length: Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return atEndOfBurst ? (.escape, 1) : nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            // ESC then another key (Alt-x, or Escape typed just before it): the Escape key alone.
            return (.escape, 1)
        }
        // Parameters (digits and `;`), then a final byte in 0x40...0x7E.
        var index = start + 2
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.endIndex else { return atEndOfBurst ? (.escape, 1) : nil }
        let final = bytes[index]
        let length = index - start + 1
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let key: TerminalKey
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": key = .home
            case "4", "8": key = .end
            case "3": key = .delete
            case "5": key = .pageUp
            case "6": key = .pageDown
            default: key = .unknown
            }
        default: key = .unknown
        }
        return (key, length)
    }

    /// One UTF-8 character; bytes that are not UTF-8 become U+FFFD, one byte at a time.
    private static func decodeText(_ bytes: ArraySlice<UInt8>) -> (key: TerminalKey, length: Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        case 0x20..<0x80: length = 1
        default: return (.character("\u{FFFD}"), 1)
        }
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        guard encoded.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let character = String(validating: encoded, as: UTF8.self)?.first
        else {
            return (.character("\u{FFFD}"), 1)
        }
        return (.character(character), length)
    }
}
