/// The role of a stretch of text in the terminal UI; ``TerminalPalette`` turns it into escape sequences.
package enum TerminalUIStyle: Equatable, Sendable {
    /// Body text.
    case normal
    /// The title bar.
    case titleBar
    /// The focused field, row or button.
    case focus
    /// Secondary text: images, disabled rows and buttons, the screen behind an alert, the key footer.
    case dim
    /// A field's text.
    case field
    /// A field's placeholder, shown while it is empty.
    case placeholder
    /// A key name in the footer and the help.
    case key
    /// The title of an alert or of the help.
    case heading
    /// A failure in the status line.
    case error
    /// A success in the status line.
    case success
}
