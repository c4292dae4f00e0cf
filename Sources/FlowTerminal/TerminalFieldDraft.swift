import FlowScript

/// The text of a focused field as it is being edited, before it is applied as a `type` event.
package struct TerminalFieldDraft: Equatable, Sendable {
    /// The field's identifier.
    package let fieldID: String
    /// The field's value when editing began; the draft is applied only when it differs.
    package let original: String
    /// The text now, by characters, so the cursor moves over whole characters (`é`, `☕`).
    package private(set) var characters: [Character]
    /// Where the next character goes, from 0 to `characters.count`.
    package private(set) var cursor: Int
    /// Whether the next edit replaces the whole text: a secure field's value is the app's mask, never the
    /// secret, so typing after it (or deleting one of its characters) would make a secret nobody meant.
    private var replacesOnEdit: Bool
    /// Whether the field is secure.
    private let isSecure: Bool

    /// Starts editing `field`, with the cursor after its value.
    package init(field: ScreenField) {
        fieldID = field.id
        original = field.value
        characters = Array(field.value)
        cursor = characters.count
        isSecure = field.isSecure
        replacesOnEdit = field.isSecure && !field.value.isEmpty
    }

    /// Empties the text before the first edit of a secure field's mask.
    private mutating func clearIfReplacing() {
        guard replacesOnEdit else { return }
        replacesOnEdit = false
        characters = []
        cursor = 0
    }

    /// The text now.
    package var text: String { String(characters) }
    /// Whether the text differs from the field's value.
    package var isChanged: Bool { text != original }

    /// Inserts `character` at the cursor.
    package mutating func insert(_ character: Character) {
        clearIfReplacing()
        characters.insert(character, at: cursor)
        cursor += 1
    }

    /// Inserts pasted `text` at the cursor, in one step however long it is. A field holds one line: line breaks
    /// at the end are dropped, the others and tabs become spaces, other control characters are left out.
    package mutating func insert(pasted text: String) {
        clearIfReplacing()
        var scalars = String.UnicodeScalarView()
        let trimmed = text.unicodeScalars.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed()
        var previous: Unicode.Scalar?
        for scalar in trimmed {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" {
                continue
            }
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                scalars.append(" ")
            } else if scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) {
                scalars.append(scalar)
            }
        }
        let pasted = Array(String(scalars))
        characters.insert(contentsOf: pasted, at: cursor)
        cursor += pasted.count
    }

    /// Deletes the character before the cursor; `false` when there is none.
    @discardableResult
    package mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        if replacesOnEdit {
            clearIfReplacing()
            return true
        }
        characters.remove(at: cursor - 1)
        cursor -= 1
        return true
    }

    /// Deletes the character under the cursor.
    package mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes everything before the cursor (Ctrl-U, as in a shell).
    package mutating func deleteToStart() {
        clearIfReplacing()
        characters.removeFirst(cursor)
        cursor = 0
    }

    /// Moves the cursor by `offset` characters, staying within the text.
    package mutating func moveCursor(by offset: Int) {
        cursor = min(max(cursor + offset, 0), characters.count)
    }

    /// Moves the cursor to the start or the end.
    package mutating func moveCursor(toEnd: Bool) {
        cursor = toEnd ? characters.count : 0
    }

    /// Puts the field's value back.
    package mutating func revert() {
        characters = Array(original)
        cursor = characters.count
        replacesOnEdit = isSecure && !original.isEmpty
    }
}
