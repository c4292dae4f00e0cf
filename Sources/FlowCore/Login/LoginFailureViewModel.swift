/// What the error screen shown after a failed sign-in says, and whether it offers to try again.
public struct LoginFailureViewModel: Sendable, Equatable {
    /// The error screen's title.
    public let title: String
    /// The error screen's subtitle.
    public let subtitle: String
    /// Whether the error screen has a "Try Again" button (login failures) or only "OK" (general errors).
    public let offersTryAgain: Bool

    /// Creates the view model.
    /// - Parameters:
    ///   - title: The error screen's title.
    ///   - subtitle: The error screen's subtitle.
    ///   - offersTryAgain: Whether the error screen has a "Try Again" button.
    public init(title: String, subtitle: String, offersTryAgain: Bool) {
        self.title = title
        self.subtitle = subtitle
        self.offersTryAgain = offersTryAgain
    }
}
