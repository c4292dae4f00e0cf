/// What the onboarding presenter can ask its view to display.
///
/// Only names and titles cross this boundary (O6): the view turns an image name into an image.
public protocol OnboardingDisplaying: AnyObject {
    /// Shows the image whose asset name is `name`.
    func showImage(named name: String)
    /// Sets the title of the button that advances the tutorial.
    func updateButton(title: String)
    /// Shows that the completion could not be recorded; the button stays, so tapping it retries.
    func showError(_ error: OnboardingError)
}
