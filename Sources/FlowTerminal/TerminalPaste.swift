/// A bracketed paste as it arrives: the terminal sends `ESC [ 200 ~`, the pasted bytes, then `ESC [ 201 ~`
/// (after the UI asked for it with `ESC [ ? 2004 h`), so a paste can be told from typing and taken as text.
///
/// A paste is kept up to ``limit`` bytes; the rest is read and dropped, so a huge paste neither reaches the
/// field nor is left in the terminal to be read as keys (or by the shell after flowrun ends).
package struct TerminalPaste: Sendable {
    /// The most of one paste that is kept: 256 KiB, far more than any field needs, small enough that the
    /// field and the `type` event it becomes stay quick.
    package static let limit = 256 * 1024
    /// What the terminal sends before a paste.
    package static let startMarker = Array("\u{1B}[200~".utf8)
    /// What the terminal sends after a paste.
    package static let endMarker = Array("\u{1B}[201~".utf8)

    /// The bytes kept so far: the paste's start, and at most the end marker past ``limit``.
    private var kept: [UInt8] = []
    /// Every byte received, kept or not.
    private var received = 0
    /// The last bytes received, to find the end marker once bytes are no longer kept.
    private var tail: [UInt8] = []
    /// The limit, ``limit`` unless a test gives a smaller one.
    private let keptLimit: Int

    /// Starts collecting a paste, after its start marker was read.
    package init(limit: Int = TerminalPaste.limit) {
        keptLimit = limit
    }

    /// Adds the next byte received.
    /// - Returns: Whether it completed the end marker.
    package mutating func append(_ byte: UInt8) -> Bool {
        received += 1
        tail.append(byte)
        if tail.count > Self.endMarker.count {
            tail.removeFirst()
        }
        if kept.count < keptLimit + Self.endMarker.count {
            kept.append(byte)
        }
        return tail == Self.endMarker
    }

    /// The key the paste makes: its text (repaired where it is not UTF-8, cut at ``limit`` on a character's
    /// boundary) and whether it was cut. Call it once the end marker arrived, or when the input ended or fell
    /// silent in the middle of a paste.
    package var key: TerminalKey {
        let ended = tail == Self.endMarker
        let length = received - (ended ? Self.endMarker.count : 0)
        let isCut = length > keptLimit
        var bytes = kept.prefix(min(length, keptLimit))
        if isCut {
            // Drop a character the cut split, rather than show it as U+FFFD.
            var lead = bytes.endIndex
            while lead > bytes.startIndex, bytes[lead - 1] & 0xC0 == 0x80 {
                lead -= 1
            }
            if lead > bytes.startIndex {
                let first = bytes[lead - 1]
                let expected = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
                if bytes.endIndex - (lead - 1) < expected {
                    bytes = bytes[..<(lead - 1)]
                }
            }
        }
        return .paste(String(decoding: bytes, as: UTF8.self), isCut: isCut)
    }
}
