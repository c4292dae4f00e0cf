import FlowCore

/// A completion store in memory that counts writes and can be told to fail, for tests.
final class InMemoryOnboardingCompletionStore: OnboardingCompletionStoring {
    private(set) var isCompleted: Bool
    private(set) var recordCallCount = 0
    /// Thrown by every read while set.
    var readFailure: StoreFailure?
    /// Thrown by every write while set.
    var recordFailure: StoreFailure?

    init(isCompleted: Bool = false) {
        self.isCompleted = isCompleted
    }

    func isOnboardingCompleted() throws -> Bool {
        if let readFailure { throw readFailure }
        return isCompleted
    }

    func recordOnboardingCompleted() throws {
        recordCallCount += 1
        if let recordFailure { throw recordFailure }
        isCompleted = true
    }
}
