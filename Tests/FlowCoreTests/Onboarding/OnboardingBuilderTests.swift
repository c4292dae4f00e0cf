import FlowCore
import Testing

/// The builder's wiring, read through reflection (W1, W2).
@Suite("Onboarding builder")
struct OnboardingBuilderTests {
    private let store = InMemoryOnboardingCompletionStore()
    private let output = OnboardingOutputSpy()

    @Test("W2: makeModule wires view, presenter, store and output")
    func makeModuleWiresEveryReference() throws {
        // Given / When
        let view = OnboardingBuilder.makeModule(completionStore: store, output: output)
        // Then
        let presenter = try #require(Reflection.value(of: OnboardingWiringKeys.presenter, in: view))
        let presentersView = try #require(Reflection.value(of: OnboardingWiringKeys.view, in: presenter))
        #expect(presentersView === view)
        #expect(Reflection.value(of: OnboardingWiringKeys.completionStore, in: presenter) === store)
        #expect(Reflection.value(of: OnboardingWiringKeys.output, in: presenter) === output)
        #expect(presenter.imageQueue == OnboardingImages.defaultQueue)
    }

    @Test("W1: the presenter's view reference is weak: releasing the view empties it")
    func presentersViewIsWeak() throws {
        // Given
        var view: OnboardingView? = OnboardingBuilder.makeModule(completionStore: store, output: output)
        // No local names the view, so setting `view` to nil drops its only strong reference.
        let presenter = try #require(view.flatMap { Reflection.value(of: OnboardingWiringKeys.presenter, in: $0) })
        #expect(presenter.view != nil)
        // When
        view = nil
        // Then
        #expect(presenter.view == nil)
        #expect(Reflection.hasProperty(OnboardingWiringKeys.view, in: presenter))
    }
}
