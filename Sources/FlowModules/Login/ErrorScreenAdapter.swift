import FlowScript
import FlowCore

/// Shows an error screen (`"error"`) as a screen titled like the error, with an alert carrying the
/// title, the subtitle and the two actions: "OK", and "Try Again" when the presenting screen offers it
/// (L2, L3). `tap OK` and `tap Try Again` choose them.
public struct ErrorScreenAdapter: HeadlessScreen {
    /// The error screen.
    public let view: ErrorScreenView

    /// Creates the adapter of `view`.
    public init(view: ErrorScreenView) {
        self.view = view
    }

    /// The error as an alert over an otherwise empty screen.
    public func render() -> Screen {
        Screen(
            name: view.moduleName,
            title: view.title,
            alert: ScreenAlert(
                title: view.title, message: view.subtitle, primaryAction: view.primaryTitle,
                secondaryAction: view.secondaryTitle)
        )
    }

    /// Chooses an action: the screen is dismissed, then the action's command runs.
    /// - Throws: `ErrorScreenError.noSecondaryAction` for the secondary action of a general error
    ///   screen; ``AdapterActionError/unsupportedAction(_:screen:)`` for anything but an alert action.
    public func perform(_ action: ScreenAction) throws {
        switch action {
        case .chooseAlertAction(.primary):
            view.tapPrimary()
        case .chooseAlertAction(.secondary):
            try view.tapSecondary()
        default:
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
    }
}
