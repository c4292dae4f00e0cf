import LuaHost

/// A button a script describes as `{ title = "Log Out", action = function() ... end, enabled = true }`,
/// in the `buttons` of `app.screen` or the `actions` of a core screen.
public struct ButtonOption {
    /// The keys an entry may hold.
    static let keys = ["title", "action", "enabled"]

    /// The button's title.
    public let title: String
    /// Whether it can be tapped (`enabled`, true unless given).
    public let isEnabled: Bool
    /// What a tap runs.
    public let action: LuaFunction

    /// The button for a screen: a tap runs the action, and an error it raises fails the tap.
    public var flowAction: FlowAction {
        FlowAction(title: title, isEnabled: isEnabled) { [action] in
            try LuaCallback.run(action)
        }
    }
}
