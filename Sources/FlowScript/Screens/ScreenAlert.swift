/// An alert or error screen shown over a screen, with a primary and an optional secondary action.
///
/// A login error shows "OK" and "Try Again" (L3); a general error shows only "OK".
public struct ScreenAlert: Equatable, Codable, Sendable {
    /// The alert's title, such as `"Login Failed"`.
    public var title: String
    /// The text under the title, such as `"User has not been authenticated."`; empty for none.
    public var message: String
    /// The title of the primary action.
    public var primaryAction: String
    /// The title of the secondary action, if the alert has one.
    public var secondaryAction: String?

    /// Creates an alert.
    public init(title: String, message: String = "", primaryAction: String, secondaryAction: String? = nil) {
        self.title = title
        self.message = message
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
    }

    /// The actions as buttons, primary first.
    public var actions: [ScreenButton] {
        [ScreenButton(title: primaryAction)] + (secondaryAction.map { [ScreenButton(title: $0)] } ?? [])
    }
}
