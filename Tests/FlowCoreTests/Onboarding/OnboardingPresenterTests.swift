import FlowCore
import Testing

/// The six presenter tests of the MVP + TDD article, restated, plus store failures.
@Suite("Onboarding presenter")
struct OnboardingPresenterTests {
    private let firstName = "correctNextImageName"
    private var fullQueue: [String] { [firstName, "something", "something else"] }
    private let lastQueue = ["something"]
    private let view = OnboardingDisplaySpy()
    private let store = InMemoryOnboardingCompletionStore()
    private let output = OnboardingOutputSpy()

    private func makePresenter(queue: [String]) -> OnboardingPresenter {
        let presenter = OnboardingPresenter(imageQueue: queue, completionStore: store, output: output)
        presenter.view = view
        return presenter
    }

    @Test("O2: next shows the first name of the queue")
    func nextImageShowsFirstNameOfQueue() {
        // Given
        let presenter = makePresenter(queue: fullQueue)
        // When
        presenter.showNextImage()
        // Then
        #expect(view.shownImages == [firstName])
    }

    @Test("O2: next removes the shown name from the queue")
    func nextImageShortensQueueByOne() {
        // Given
        let presenter = makePresenter(queue: fullQueue)
        // When
        presenter.showNextImage()
        // Then
        #expect(presenter.imageQueue == Array(fullQueue.dropFirst()))
    }

    @Test("O3: the button reads Continue while more images remain")
    func nextWithMoreLeftShowsContinue() {
        // Given
        let presenter = makePresenter(queue: fullQueue)
        // When
        presenter.showNextImage()
        // Then
        #expect(view.buttonTitles == [OnboardingButtonTitle.continueTitle])
    }

    @Test("O3: the last image's button reads Start")
    func nextOnLastImageShowsStart() {
        // Given
        let presenter = makePresenter(queue: lastQueue)
        // When
        presenter.showNextImage()
        // Then
        #expect(view.buttonTitles == [OnboardingButtonTitle.startTitle])
    }

    @Test("O4: next on an empty queue starts the application")
    func nextOnEmptyQueueStartsApplication() {
        // Given
        let presenter = makePresenter(queue: [])
        // When
        presenter.showNextImage()
        // Then
        #expect(output.finishCount == 1)
        #expect(view.events.isEmpty)
    }

    @Test("O4: next on an empty queue records the completion")
    func nextOnEmptyQueueRecordsCompletion() {
        // Given
        let presenter = makePresenter(queue: [])
        // When
        presenter.showNextImage()
        // Then
        #expect(store.recordCallCount == 1)
        #expect(store.isCompleted)
    }

    @Test("O4: the application is not started while images remain")
    func nextWithImagesLeftDoesNotFinish() {
        // Given
        let presenter = makePresenter(queue: lastQueue)
        // When
        presenter.showNextImage()
        // Then
        #expect(output.finishCount == 0)
        #expect(store.recordCallCount == 0)
        #expect(!presenter.isFinished)
    }

    @Test("A failed completion record is shown and the application does not start")
    func failedRecordShowsErrorWithoutStarting() {
        // Given
        store.recordFailure = .diskFull
        let presenter = makePresenter(queue: [])
        // When
        presenter.showNextImage()
        // Then
        #expect(view.shownErrors == [.completionNotRecorded(reason: "disk full")])
        #expect(output.finishCount == 0)
        #expect(!presenter.isFinished)
    }

    @Test("Next after a failed completion record retries it")
    func nextAfterFailedRecordRetries() {
        // Given
        store.recordFailure = .diskFull
        let presenter = makePresenter(queue: [])
        presenter.showNextImage()
        store.recordFailure = nil
        // When
        presenter.showNextImage()
        // Then
        #expect(store.recordCallCount == 2)
        #expect(store.isCompleted)
        #expect(output.finishCount == 1)
    }

    @Test("Next after finishing does nothing, so a double tap starts the application once")
    func nextAfterFinishingDoesNothing() {
        // Given
        let presenter = makePresenter(queue: [])
        presenter.showNextImage()
        // When
        presenter.showNextImage()
        // Then
        #expect(output.finishCount == 1)
        #expect(store.recordCallCount == 1)
        #expect(presenter.isFinished)
    }

    @Test("The presenter holds its output weakly")
    func outputIsHeldWeakly() {
        // Given
        var output: OnboardingOutputSpy? = OnboardingOutputSpy()
        weak let released = output
        let presenter = OnboardingPresenter(imageQueue: [], completionStore: store, output: output)
        // When
        output = nil
        presenter.showNextImage()
        // Then
        #expect(released == nil)
        #expect(presenter.isFinished)
    }
}
