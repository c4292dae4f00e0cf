/// An action on the screen an adapter rendered, already checked against that screen.
///
/// Indexes are 0-based positions in the rendered ``Screen``'s arrays; event lines number rows from 1,
/// and ``FlowEventApplier`` converts them.
public enum ScreenAction: Equatable, Sendable {
    /// Tap the enabled button at `index` in ``Screen/buttons``: the index identifies the button. `title` is what
    /// the button showed, for messages only; adapters never match it.
    case tap(index: Int, title: String)
    /// Replace the text of the field with identifier `fieldID` by `text`.
    case type(fieldID: String, text: String)
    /// Select the enabled row at `index` in ``Screen/rows``.
    case select(index: Int)
    /// Choose one of the shown alert's actions.
    case chooseAlertAction(ScreenAlertChoice)
}
