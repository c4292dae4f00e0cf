import FlowBase
/// Builds error screens. Every screen's primary button is "OK"; the secondary one exists only when
/// the presenting screen supplies it.
public struct ErrorScreenBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// Builds an error screen.
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - subtitle: The screen's subtitle.
    ///   - secondaryAction: The presenting screen's secondary button (such as "Try Again"); `nil`
    ///     for a general error screen.
    ///   - navigator: The host's navigation, which dismisses the screen.
    /// - Returns: The screen, ready to be presented.
    public func makeModule(
        title: String,
        subtitle: String,
        secondaryAction: ErrorScreenAction? = nil,
        navigator: any Navigating
    ) -> ErrorScreenView {
        ErrorScreenView(
            title: title, subtitle: subtitle, primaryAction: .ok(), secondaryAction: secondaryAction,
            navigator: navigator)
    }
}
