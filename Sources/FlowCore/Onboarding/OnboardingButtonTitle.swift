/// The titles of the tutorial's single button.
public enum OnboardingButtonTitle {
    /// Shown while more images remain after the current one.
    public static let continueTitle = "Continue"
    /// Shown on the last image, hinting that the application starts next.
    public static let startTitle = "Start"
}
