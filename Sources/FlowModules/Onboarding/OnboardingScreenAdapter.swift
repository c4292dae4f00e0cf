import FlowScript
import FlowCore

/// Shows the first-launch tutorial (`"onboarding"`): the current image, its single button
/// ("Continue", then "Start" on the last image, O3), and the error when completion could not be recorded.
public struct OnboardingScreenAdapter: HeadlessScreen {
    /// The screen's title.
    public static let title = "Welcome"

    /// The tutorial's view.
    public let view: OnboardingView

    /// Creates the adapter of `view`.
    public init(view: OnboardingView) {
        self.view = view
    }

    /// The image on display, the error if any, and the button once an image is shown.
    public func render() -> Screen {
        screen.render()
    }

    /// Taps the button: the next image, or past the last one, the end of the tutorial (O2, O4).
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for anything but that tap.
    public func perform(_ action: ScreenAction) throws {
        try screen.perform(action)
    }

    /// The screen with its one button, described once with what a tap does.
    private var screen: ModuleScreen {
        ModuleScreen(
            Screen(
                name: view.moduleName, title: Self.title, images: view.imageName.map { [$0] } ?? [],
                labels: view.errorMessage.map { [$0] } ?? []),
            buttons: view.buttonTitle.map { [FlowAction(title: $0, perform: view.tapButton)] } ?? [])
    }
}
