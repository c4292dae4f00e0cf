import FlowCore

/// A service double's configuration, as a spec states it with `services.<service>.<action>(...)`.
enum SpecServiceAction: Equatable {
    /// `services.items.returns(items)`: later fetches return these items (I7).
    case itemsReturn([Item])
    /// `services.items.fail_next(message)`: the next items call fails (I3, I7).
    case itemsFailNext(reason: String)
    /// `services.melodies.returns(melodies)`: the API returns these melodies (M1).
    case melodiesReturn([Melody])
    /// `services.melodies.stored(melodies)`: the database holds these melodies, the offline fallback (M1).
    case melodiesStored([Melody])
    /// `services.melodies.offline()` / `online()`: whether the network is available (M1).
    case network(available: Bool)
    /// `services.melodies.fail_next(kind)`: the next API fetch fails with this typed error (M2).
    case melodiesFailNext(MelodyServiceError)
    /// `services.login.accept(email, password, user_id)`: these credentials sign in as `userId` (L1).
    case loginAccept(email: String, password: String, userId: String)
    /// `services.login.reject(email, password)`: these credentials are refused (L2).
    case loginReject(email: String, password: String)
    /// `services.login.fail_next(message)`: the next sign-in fails as an unavailable service.
    case loginFailNext(reason: String)
}
