import FlowScript
import FlowCore

/// The tutorial's output for a flow: runs a closure when the tutorial ends, since the presenter holds
/// its output weakly and a flow has no object of its own to offer.
final class OnboardingFinishRelay: OnboardingOutput {
    private let onFinish: () -> Void

    init(onFinish: @escaping () -> Void) {
        self.onFinish = onFinish
    }

    func onboardingDidFinish() {
        onFinish()
    }
}
