import FlowBase
/// The error screen module: a title, a subtitle, a primary button and an optional secondary one.
/// Tapping a button dismisses the screen through the host's `Navigating`, then runs its command.
public final class ErrorScreenView: ModuleView {
    /// The module's screen name.
    public let moduleName = "error"
    /// The screen's title.
    public let title: String
    /// The screen's subtitle.
    public let subtitle: String
    /// The primary button.
    public let primaryAction: ErrorScreenAction
    /// The secondary button; `nil` on a general error screen, which shows none.
    public let secondaryAction: ErrorScreenAction?
    /// Weak: the host owns its navigation stack, which owns this screen.
    private weak var navigator: (any Navigating)?

    /// Creates the screen; use `ErrorScreenBuilder`.
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - subtitle: The screen's subtitle.
    ///   - primaryAction: The primary button.
    ///   - secondaryAction: The secondary button, if any.
    ///   - navigator: The host's navigation, held weakly, which dismisses the screen.
    public init(
        title: String,
        subtitle: String,
        primaryAction: ErrorScreenAction,
        secondaryAction: ErrorScreenAction?,
        navigator: any Navigating
    ) {
        self.title = title
        self.subtitle = subtitle
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.navigator = navigator
    }

    /// The primary button's title.
    public var primaryTitle: String { primaryAction.title }
    /// The secondary button's title, or `nil` when there is no secondary button.
    public var secondaryTitle: String? { secondaryAction?.title }

    /// Nothing to load: everything the screen shows is given when it is built.
    public func viewDidLoad() {}

    /// Dismisses the screen, then runs the primary command.
    public func tapPrimary() {
        navigator?.dismiss()
        primaryAction.perform()
    }

    /// Dismisses the screen, then runs the secondary command.
    /// - Throws: `ErrorScreenError.noSecondaryAction` when the screen has no secondary button.
    public func tapSecondary() throws(ErrorScreenError) {
        guard let secondaryAction else { throw .noSecondaryAction(title: title) }
        navigator?.dismiss()
        secondaryAction.perform()
    }
}
