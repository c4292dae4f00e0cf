import CUtf8proc

/// How many terminal columns text takes: East Asian wide characters and emoji take two, combining marks
/// none, from utf8proc's Unicode tables (the same whatever the process's locale, unlike `wcwidth`, which
/// answers -1 for everything but ASCII under the C locale that test runners and CI often have).
public enum DisplayWidth {
    /// The columns `character` takes: its first scalar's width, so a base character with combining marks
    /// takes its base's, and an emoji sequence (a presentation selector, skin tones, ZWJ) takes two.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 {
            // ASCII fast path; control characters draw nothing.
            return first.value < 0x20 || first.value == 0x7F ? 0 : 1
        }
        if scalars.contains("\u{FE0F}") {
            // Emoji presentation, such as ☕️ written with its selector: terminals draw it wide.
            return 2
        }
        return max(Int(utf8proc_charwidth(Int32(bitPattern: first.value))), 0)
    }

    /// The columns `text` takes, the sum of its characters'.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The longest start of `text` that fits in `columns`.
    public static func prefix<S: StringProtocol>(_ text: S, fitting columns: Int) -> S.SubSequence {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = of(text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// `text` cut to `columns` (ending in `…` when cut) and padded with spaces to exactly `columns`.
    public static func fitted(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        let width = of(text)
        if width <= columns {
            return text + String(repeating: " ", count: columns - width)
        }
        let head = String(prefix(text, fitting: columns - 1)) + "…"
        return head + String(repeating: " ", count: max(columns - of(head), 0))
    }
}
