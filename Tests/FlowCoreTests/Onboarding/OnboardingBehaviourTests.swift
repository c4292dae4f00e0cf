import FlowCore
import Testing

/// The onboarding behaviours O1-O6, driven through the built module as a host would drive it.
@Suite("Onboarding behaviour")
struct OnboardingBehaviourTests {
    private let store = InMemoryOnboardingCompletionStore()
    private let output = OnboardingOutputSpy()

    @Test("O1: without an injected queue the tutorial shows OnBoarding1 ... OnBoarding5, in order")
    func defaultQueueIsFiveImagesInOrder() {
        // Given
        let view = OnboardingBuilder.makeModule(completionStore: store, output: output)
        var shown: [String?] = []
        // When: Continue until an image offers Start (at most one tap past five images)
        view.viewDidLoad()
        shown.append(view.imageName)
        while view.buttonTitle != OnboardingButtonTitle.startTitle, shown.count <= 5 {
            view.tapButton()
            shown.append(view.imageName)
        }
        // Then
        #expect(shown == ["OnBoarding1", "OnBoarding2", "OnBoarding3", "OnBoarding4", "OnBoarding5"])
    }

    @Test("O1: the tutorial is shown at first launch")
    func firstLaunchShowsTutorial() throws {
        // Given
        let policy = OnboardingLaunchPolicy(completionStore: store)
        // When
        let shouldShow = try policy.shouldShowOnboarding()
        // Then
        #expect(shouldShow)
    }

    @Test("O1: the tutorial shows an injected queue instead of the default one")
    func injectedQueueReplacesDefault() {
        // Given
        let view = OnboardingBuilder.makeModule(imageQueue: ["Intro"], completionStore: store, output: output)
        // When
        view.viewDidLoad()
        // Then
        #expect(view.imageName == "Intro")
        #expect(view.buttonTitle == OnboardingButtonTitle.startTitle)
    }

    @Test("O2: loading and tapping through shows every image once, in queue order")
    func walkShowsEveryImageInOrder() {
        // Given
        let view = OnboardingBuilder.makeModule(completionStore: store, output: output)
        var shown: [String?] = []
        // When
        view.viewDidLoad()
        shown.append(view.imageName)
        for _ in 1..<OnboardingImages.defaultQueue.count {
            view.tapButton()
            shown.append(view.imageName)
        }
        // Then
        #expect(shown == OnboardingImages.defaultQueue)
    }

    @Test("O3: Continue on every image but the last, Start on the last")
    func walkShowsContinueThenStart() {
        // Given
        let view = OnboardingBuilder.makeModule(completionStore: store, output: output)
        var titles: [String?] = []
        // When
        view.viewDidLoad()
        titles.append(view.buttonTitle)
        for _ in 1..<OnboardingImages.defaultQueue.count {
            view.tapButton()
            titles.append(view.buttonTitle)
        }
        // Then
        #expect(titles == ["Continue", "Continue", "Continue", "Continue", "Start"])
    }

    @Test("O4: Start on the last image starts the application and records completion")
    func startOnLastImageFinishes() {
        // Given
        let view = OnboardingBuilder.makeModule(imageQueue: ["A", "B"], completionStore: store, output: output)
        view.viewDidLoad()
        view.tapButton()
        #expect(output.finishCount == 0)
        // When
        view.tapButton()
        // Then
        #expect(output.finishCount == 1)
        #expect(store.isCompleted)
    }

    @Test("O5: after completion, a later launch does not show the tutorial")
    func completedTutorialIsNotShownAgain() throws {
        // Given
        let view = OnboardingBuilder.makeModule(imageQueue: ["A"], completionStore: store, output: output)
        view.viewDidLoad()
        view.tapButton()
        // When: a new launch asks a new policy over the same persistent store
        let shouldShow = try OnboardingLaunchPolicy(completionStore: store).shouldShowOnboarding()
        // Then
        #expect(!shouldShow)
    }

    @Test("O6: the view receives the queue's names and the title constants as plain strings")
    func viewReceivesNamesAndTitles() {
        // Given
        let spy = OnboardingDisplaySpy()
        let presenter = OnboardingPresenter(imageQueue: ["Welcome", "Done"], completionStore: store, output: output)
        presenter.view = spy
        // When
        presenter.showNextImage()
        presenter.showNextImage()
        // Then
        #expect(spy.events == [
            .image("Welcome"), .buttonTitle("Continue"),
            .image("Done"), .buttonTitle("Start"),
        ])
    }

    @Test("A failed completion record appears on the view, which keeps the last image and Start")
    func recordFailureIsShownOnView() {
        // Given
        store.recordFailure = .diskFull
        let view = OnboardingBuilder.makeModule(imageQueue: ["A"], completionStore: store, output: output)
        view.viewDidLoad()
        // When
        view.tapButton()
        // Then
        #expect(view.errorMessage == "onboarding: recordOnboardingCompleted() failed: disk full")
        #expect(view.imageName == "A")
        #expect(view.buttonTitle == "Start")
        #expect(output.finishCount == 0)
    }
}
