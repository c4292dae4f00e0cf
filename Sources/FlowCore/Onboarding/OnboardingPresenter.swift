/// The presenter of the first-launch tutorial: walks a queue of image names and, past the last
/// one, records completion and starts the application (O2-O4).
///
/// A store failure on completion is shown on the view and the application is not started: the
/// record is what keeps the tutorial from coming back (O5), so the user sees why and the next tap
/// retries. Once the completion is recorded, further taps do nothing, so a double tap on "Start"
/// cannot start the application twice.
public final class OnboardingPresenter {
    /// The view; weak because the view owns its presenter.
    public weak var view: (any OnboardingDisplaying)?
    /// The image names not shown yet, first one next.
    public private(set) var imageQueue: [String]
    /// Whether the completion was recorded and the output told to start the application.
    public private(set) var isFinished = false

    private let completionStore: any OnboardingCompletionStoring
    private weak var output: (any OnboardingOutput)?

    /// Creates a presenter.
    /// - Parameters:
    ///   - imageQueue: The image names to show, in order.
    ///   - completionStore: Where completion is recorded.
    ///   - output: Told when the tutorial ends; held weakly.
    public init(
        imageQueue: [String] = OnboardingImages.defaultQueue,
        completionStore: any OnboardingCompletionStoring,
        output: (any OnboardingOutput)?
    ) {
        self.imageQueue = imageQueue
        self.completionStore = completionStore
        self.output = output
    }

    /// Shows the next image with its button title, or, when none is left, finishes the tutorial.
    public func showNextImage() {
        guard !isFinished else { return }
        guard let name = imageQueue.first else {
            finish()
            return
        }
        imageQueue.removeFirst()
        view?.showImage(named: name)
        view?.updateButton(
            title: imageQueue.isEmpty ? OnboardingButtonTitle.startTitle : OnboardingButtonTitle.continueTitle
        )
    }

    private func finish() {
        do {
            try completionStore.recordOnboardingCompleted()
        } catch {
            view?.showError(.completionNotRecorded(reason: String(describing: error)))
            return
        }
        isFinished = true
        output?.onboardingDidFinish()
    }
}
