/// One key press read from a terminal in raw mode, decoded from its bytes by ``TerminalKeyDecoder``.
package enum TerminalKey: Equatable, Sendable {
    /// A printable character, typed (or pasted where the terminal does not mark pastes).
    case character(Character)
    /// Text the terminal marked as pasted (bracketed paste): text for the focused field, never keys, so a line
    /// break in it taps nothing. `isCut` when it was longer than ``TerminalPaste/limit`` and only its start kept.
    case paste(String, isCut: Bool)
    /// The arrow keys.
    case up, down, left, right
    /// Home and End, which move within a field being edited, and to the first or last target elsewhere.
    case home, end
    /// Page Up and Page Down: the focus moves a page of targets.
    case pageUp, pageDown
    /// The forward delete key.
    case delete
    /// Tab, and Shift-Tab.
    case tab, backTab
    /// Return or Enter.
    case enter
    /// Escape on its own (not the start of a sequence).
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// A control key other than the ones named above, by its letter: `c` for Ctrl-C, `z` for Ctrl-Z.
    case control(Character)
    /// An escape sequence this UI has no use for (function keys, mouse reports), swallowed whole.
    case unknown
}
