/// Why a screen adapter refused an action. The event applier checks actions against the rendered
/// screen first, so these mean an adapter was driven directly with an action its screen does not show.
public enum AdapterActionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `action` is not one the screen `screen` offers (a button it does not show, a field it has not).
    case unsupportedAction(ScreenAction, screen: String)

    /// One line naming the action and the screen.
    public var description: String {
        switch self {
        case .unsupportedAction(let action, let screen):
            "screen '\(screen)' does not support the action \(action)"
        }
    }
}
