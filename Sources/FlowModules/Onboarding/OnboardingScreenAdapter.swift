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
        Screen(
            name: view.moduleName,
            title: Self.title,
            images: view.imageName.map { [$0] } ?? [],
            labels: view.errorMessage.map { [$0] } ?? [],
            buttons: buttons.map(\.button)
        )
    }

    /// Taps the button: the next image, or past the last one, the end of the tutorial (O2, O4).
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for anything but that tap.
    public func perform(_ action: ScreenAction) throws {
        guard case .tap(let index, _) = action, buttons.indices.contains(index) else {
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
        try buttons[index].perform()
    }

    /// The button, when the page shows one, described once: a tap is resolved by its index into this list.
    private var buttons: [FlowAction] {
        view.buttonTitle.map { [FlowAction(title: $0) { [view] in view.tapButton() }] } ?? []
    }
}
