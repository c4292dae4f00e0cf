/// Builds the tutorial module: view and presenter, wired both ways.
public enum OnboardingBuilder {
    /// Builds the tutorial.
    /// - Parameters:
    ///   - imageQueue: The image names to show, in order.
    ///   - completionStore: Where completion is recorded (the app's `AppStateStore`).
    ///   - output: Told when the tutorial ends; held weakly, so the caller keeps it alive.
    /// - Returns: The view, which owns the presenter.
    public static func makeModule(
        imageQueue: [String] = OnboardingImages.defaultQueue,
        completionStore: any OnboardingCompletionStoring,
        output: (any OnboardingOutput)?
    ) -> OnboardingView {
        let presenter = OnboardingPresenter(imageQueue: imageQueue, completionStore: completionStore, output: output)
        let view = OnboardingView(presenter: presenter)
        presenter.view = view
        return view
    }
}
