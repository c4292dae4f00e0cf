import FlowCore

/// Counts how often the tutorial told its flow that it finished.
final class OnboardingOutputSpy: OnboardingOutput {
    private(set) var finishCount = 0

    func onboardingDidFinish() { finishCount += 1 }
}
