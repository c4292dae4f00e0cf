/// One key press read from a terminal in raw mode, decoded from its bytes by ``TerminalKeyDecoder``.
public enum TerminalKey: Equatable, Sendable {
    /// A printable character, typed or pasted.
    case character(Character)
    /// The arrow keys.
    case up, down, left, right
    /// Home and End, which move within a field being edited.
    case home, end
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
    /// A control key other than the ones named above, by its letter: `c` for Ctrl-C.
    case control(Character)
    /// An escape sequence this UI has no use for (function keys, mouse reports), swallowed whole.
    case unknown
}
