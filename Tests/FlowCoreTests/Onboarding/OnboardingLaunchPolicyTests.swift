import FlowCore
import Testing

/// The first-launch decision over the completion store.
@Suite("Onboarding launch policy")
struct OnboardingLaunchPolicyTests {
    private let store = InMemoryOnboardingCompletionStore()

    @Test("O5: a recorded completion hides the tutorial")
    func recordedCompletionHidesTutorial() throws {
        // Given
        try store.recordOnboardingCompleted()
        let policy = OnboardingLaunchPolicy(completionStore: store)
        // When
        let shouldShow = try policy.shouldShowOnboarding()
        // Then
        #expect(!shouldShow)
    }

    @Test("An unreadable store is reported, not taken as either answer")
    func unreadableStoreThrows() {
        // Given
        store.readFailure = .diskFull
        let policy = OnboardingLaunchPolicy(completionStore: store)
        // When / Then
        #expect(throws: OnboardingError.completionStatusUnreadable(reason: "disk full")) {
            try policy.shouldShowOnboarding()
        }
    }

    @Test("Onboarding errors print as one line naming the failed store call")
    func errorsPrintAsOneLine() {
        // Given
        let errors: [OnboardingError] = [
            .completionStatusUnreadable(reason: "disk full"),
            .completionNotRecorded(reason: "disk full"),
        ]
        // When
        let lines = errors.map(\.description)
        // Then
        #expect(lines == [
            "onboarding: isOnboardingCompleted() failed: disk full",
            "onboarding: recordOnboardingCompleted() failed: disk full",
        ])
    }
}
