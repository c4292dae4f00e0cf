import FlowCore

/// The stored properties the onboarding wiring tests read.
enum OnboardingWiringKeys {
    static let presenter = WiringKey<OnboardingView, OnboardingPresenter>("presenter")
    static let view = WiringKey<OnboardingPresenter, OnboardingView>("view")
    static let completionStore = WiringKey<OnboardingPresenter, InMemoryOnboardingCompletionStore>("completionStore")
    static let output = WiringKey<OnboardingPresenter, OnboardingOutputSpy>("output")
}
