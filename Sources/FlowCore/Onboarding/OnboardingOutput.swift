/// What the flow around the tutorial is told when it ends.
public protocol OnboardingOutput: AnyObject {
    /// The user went through the whole tutorial and its completion is recorded: start the application.
    func onboardingDidFinish()
}
