/// A read-only snapshot of everything an `AppStateStore` holds, taken in one read transaction.
///
/// Meant for scripted acceptance tests and diagnostics: compare it with what a scenario should have left behind.
/// The token itself is not exposed, only whether one is stored.
public struct PersistedState: Equatable, Sendable {
    /// Whether the first-launch tutorial was recorded as completed.
    public var onboardingCompleted: Bool
    /// The stored items, oldest first.
    public var items: [Item]
    /// The cached melodies, in the order they were cached.
    public var cachedMelodies: [Melody]
    /// Whether a session token is stored (someone is signed in).
    public var hasToken: Bool

    /// Creates a snapshot; the defaults describe an empty store.
    public init(
        onboardingCompleted: Bool = false, items: [Item] = [], cachedMelodies: [Melody] = [], hasToken: Bool = false
    ) {
        self.onboardingCompleted = onboardingCompleted
        self.items = items
        self.cachedMelodies = cachedMelodies
        self.hasToken = hasToken
    }
}
