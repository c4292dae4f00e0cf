/// Records that the first-launch tutorial was completed, so it is shown only once.
/// Implemented by `AppStateStore`; the record survives restarts.
public protocol OnboardingCompletionStoring: AnyObject {
    /// Whether the tutorial was completed on an earlier run.
    func isOnboardingCompleted() throws -> Bool
    /// Records that the tutorial was completed.
    func recordOnboardingCompleted() throws
}
