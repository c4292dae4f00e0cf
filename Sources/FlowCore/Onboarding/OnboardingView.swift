import FlowBase
/// The tutorial screen as plain state: the image name and button title on display, and the error
/// shown when completion could not be recorded. A host renders these and forwards taps.
public final class OnboardingView: ModuleView, OnboardingDisplaying {
    /// `"onboarding"`.
    public let moduleName = "onboarding"
    /// The asset name of the image on display; `nil` before the first one.
    public private(set) var imageName: String?
    /// The button's title; `nil` before the first image.
    public private(set) var buttonTitle: String?
    /// The error on display, as one line; `nil` when there is none.
    public private(set) var errorMessage: String?

    private let presenter: OnboardingPresenter

    /// Creates the view over `presenter`; `OnboardingBuilder` also sets the presenter's view.
    public init(presenter: OnboardingPresenter) {
        self.presenter = presenter
    }

    /// Shows the first image.
    public func viewDidLoad() {
        presenter.showNextImage()
    }

    /// The user tapped the button: shows the next image, or finishes after the last one.
    public func tapButton() {
        presenter.showNextImage()
    }

    /// Displays the image named `name` and clears any error.
    public func showImage(named name: String) {
        imageName = name
        errorMessage = nil
    }

    /// Displays `title` on the button.
    public func updateButton(title: String) {
        buttonTitle = title
    }

    /// Displays `error` as one line.
    public func showError(_ error: OnboardingError) {
        errorMessage = error.description
    }
}
