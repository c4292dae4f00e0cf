/// A misuse of an error screen.
public enum ErrorScreenError: Error, Equatable, CustomStringConvertible {
    /// The secondary button was tapped on a screen that has none (a general error screen).
    case noSecondaryAction(title: String)

    /// One readable line naming the function and the screen at fault.
    public var description: String {
        switch self {
        case .noSecondaryAction(let title):
            "ErrorScreenView.tapSecondary: the error screen '\(title)' has no secondary button"
        }
    }
}
