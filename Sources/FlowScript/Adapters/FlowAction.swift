/// A button a flow defines: its title and what tapping it does.
///
/// Flows add them to core screens (the demo's "Melodies" and "Log Out" on the items list) through
/// ``FlowActionTable``, and build whole screens of them with ``ScriptedScreen``. The action runs
/// synchronously while the tap is applied; work that must wait goes on the app's ``PendingWork``.
public struct FlowAction {
    /// The button's title; `tap <title>` events match it exactly.
    public var title: String
    /// Whether the button can be tapped.
    public var isEnabled: Bool
    /// What a tap does.
    public var perform: () throws -> Void

    /// Creates a button.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - isEnabled: Whether it can be tapped; enabled by default.
    ///   - perform: What a tap does; what it throws is the tap's error.
    public init(title: String, isEnabled: Bool = true, perform: @escaping () throws -> Void) {
        self.title = title
        self.isEnabled = isEnabled
        self.perform = perform
    }

    /// The button as displayed.
    public var button: ScreenButton {
        ScreenButton(title: title, isEnabled: isEnabled)
    }
}
