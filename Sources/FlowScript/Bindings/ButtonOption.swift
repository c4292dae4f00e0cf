/// A button a script describes as `{ title = "Log Out", action = function() ... end, enabled = true }`: the
/// `buttons` of `app.screen`, and the record type any module takes for buttons of the flow's own (the
/// `actions` of the built-in lists), so every module reads and declares them alike.
public struct ButtonOption: FlowRecord {
    /// The button's title.
    public var title = ""
    /// What a tap runs.
    public var action = ScriptFunction()
    /// Whether it can be tapped; true unless given.
    public var enabled: Bool?

    /// An empty button, before its fields are read.
    public init() {}

    /// `flowhost.Button`: title, action, enabled.
    public static let record = RecordType<ButtonOption>("flowhost.Button", [
        .field("title", \.title, "The button's title."),
        .field("action", \.action, "Runs when it is tapped."),
        .field("enabled", \.enabled, "Default true."),
    ])

    /// The button for a screen: a tap runs the action, and an error it raises fails the tap.
    public var flowAction: FlowAction {
        FlowAction(title: title, isEnabled: enabled ?? true) { [action] in try action() }
    }
}
