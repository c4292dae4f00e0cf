import FlowCore

/// What `persisted()` shows a spec: the store's snapshot plus the session token itself.
struct SpecPersistedState {
    /// The store's snapshot.
    let state: PersistedState
    /// The stored session token, if someone is signed in.
    let token: String?
}
