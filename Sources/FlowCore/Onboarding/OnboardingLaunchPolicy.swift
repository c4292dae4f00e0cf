/// Decides at launch whether the first-launch tutorial should be shown (O1, O5).
public struct OnboardingLaunchPolicy {
    private let completionStore: any OnboardingCompletionStoring

    /// Creates a policy that consults `completionStore`.
    public init(completionStore: any OnboardingCompletionStoring) {
        self.completionStore = completionStore
    }

    /// Whether the tutorial should be shown: only while its completion was never recorded.
    ///
    /// - Throws: `OnboardingError.completionStatusUnreadable` when the store cannot be read. The
    ///   policy does not guess: showing the tutorial again and skipping it are both wrong for some
    ///   users, so the host decides.
    public func shouldShowOnboarding() throws(OnboardingError) -> Bool {
        do {
            return try !completionStore.isOnboardingCompleted()
        } catch {
            throw .completionStatusUnreadable(reason: String(describing: error))
        }
    }
}
