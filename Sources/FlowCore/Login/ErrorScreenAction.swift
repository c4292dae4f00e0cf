/// A button of the error screen: its title and the command it runs once the screen is dismissed.
/// The presenting screen supplies the command, so the error screen knows nothing of who presented it.
public struct ErrorScreenAction {
    /// The title of the button that only acknowledges the error.
    public static let okTitle = "OK"
    /// The title of the login error screen's secondary button (L3).
    public static let tryAgainTitle = "Try Again"

    /// The button's title.
    public let title: String
    private let command: () -> Void

    /// Creates an action.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - command: What to run after the screen is dismissed.
    public init(title: String, command: @escaping () -> Void) {
        self.title = title
        self.command = command
    }

    /// An "OK" button that only dismisses the screen.
    public static func ok() -> ErrorScreenAction {
        ErrorScreenAction(title: okTitle) {}
    }

    /// A "Try Again" button running `command`.
    /// - Parameter command: What the presenting screen does to let the user try again.
    public static func tryAgain(_ command: @escaping () -> Void) -> ErrorScreenAction {
        ErrorScreenAction(title: tryAgainTitle, command: command)
    }

    /// Runs the command.
    public func perform() {
        command()
    }
}
