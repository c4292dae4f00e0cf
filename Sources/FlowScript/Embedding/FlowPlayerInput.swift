/// What an app's UI sends a ``FlowPlayer``: an element of the screen shown acted on, by its place on that screen
/// (the identity a UI has for what was clicked), or a session-wide command.
public enum FlowPlayerInput: Equatable, Sendable {
    /// Tap the button at `index` (from 0) of the screen's tappable buttons: the alert's actions while an alert
    /// is shown, otherwise the screen's buttons (``Screen/tappableButtons``).
    case tapButton(index: Int)
    /// Replace the text of the field `fieldID`.
    case type(fieldID: String, text: String)
    /// Select the row at `index`, counting from 0.
    case selectRow(index: Int)
    /// Go back: pop, or dismiss a presentation.
    case back
    /// Any event, as an events file states it (`tap Sign In`).
    case event(FlowEvent)
    /// An event with the line of the events input that stated it: a failure, a replay that stops there and a
    /// `--time-limit` report name the input and the line.
    case eventLine(FlowEventLine)
    /// Close the flow's Lua state and launch it again over the state saved so far.
    case relaunch
    /// Launch the flow again over a fresh copy of the starting state, forgetting the events applied.
    case reset
}
