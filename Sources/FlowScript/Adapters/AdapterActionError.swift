/// Why a screen adapter refused an action. The event applier checks actions against the rendered
/// screen first, so these mean the screen shows something it cannot act on (the melodies list's rows
/// cannot be selected), or an adapter was driven directly with an action its screen does not show.
public enum AdapterActionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `action` is not one the screen `screen` offers (a button it does not show, a field it has not).
    case unsupportedAction(ScreenAction, screen: String)

    /// One line in the terms of the event that asked for the action: the button, the field or the rows
    /// (`rows on screen 'melodies.list' cannot be selected`), never a 0-based index.
    public var description: String {
        switch self {
        case .unsupportedAction(let action, let screen):
            let screen = QuotedText.quoted(screen)
            return switch action {
            case .tap(_, let title): "button \(QuotedText.quoted(title)) on screen \(screen) cannot be tapped"
            case .type(let fieldID, _): "field \(QuotedText.quoted(fieldID)) on screen \(screen) cannot be typed into"
            case .select: "rows on screen \(screen) cannot be selected"
            case .chooseAlertAction(let choice): "the alert over screen \(screen) has no \(choice) action"
            }
        }
    }
}
