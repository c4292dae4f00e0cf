/// Why the tutorial's completion record could not be read or written.
///
/// The store's own error is kept as text so the value stays `Equatable` and prints as one line.
public enum OnboardingError: Error, Equatable, CustomStringConvertible {
    /// `OnboardingCompletionStoring.isOnboardingCompleted()` threw; `reason` describes its error.
    case completionStatusUnreadable(reason: String)
    /// `OnboardingCompletionStoring.recordOnboardingCompleted()` threw; `reason` describes its error.
    case completionNotRecorded(reason: String)

    /// One line naming the store call that failed and why.
    public var description: String {
        switch self {
        case .completionStatusUnreadable(let reason):
            "onboarding: isOnboardingCompleted() failed: \(reason)"
        case .completionNotRecorded(let reason):
            "onboarding: recordOnboardingCompleted() failed: \(reason)"
        }
    }
}
