/// The app's session: who is signed in, with the token kept in a `SessionTokenStoring` and every
/// change announced through a `SessionEventPublishing`.
public final class SessionController: SessionManaging {
    private let tokenStore: any SessionTokenStoring
    private let events: any SessionEventPublishing

    /// The signed-in user's id, or `nil` when nobody is signed in.
    public private(set) var userId: String?

    /// Creates a session with nobody signed in.
    /// - Parameters:
    ///   - tokenStore: Where the session token is kept (an `AppStateStore` in the app).
    ///   - events: Where logins and logouts are announced.
    public init(tokenStore: any SessionTokenStoring, events: any SessionEventPublishing) {
        self.tokenStore = tokenStore
        self.events = events
    }

    /// Stores `session`'s token, records its user as signed in and announces `.loggedIn`.
    /// - Parameter session: What a successful sign-in returned.
    /// - Throws: The token store's error; nothing changes then.
    public func begin(_ session: AuthenticatedSession) throws {
        // Store first: a user the app cannot keep signed in must not be announced.
        if let sessions = tokenStore as? any SessionStoring {
            try sessions.saveSession(session)
        } else {
            try tokenStore.saveToken(session.token)
        }
        userId = session.userId
        events.publish(.loggedIn(userId: session.userId))
    }

    /// Clears the stored token, forgets the user and announces `.loggedOut`.
    ///
    /// Works when nobody is signed in too: a token left by an earlier launch is cleared all the same.
    /// - Throws: The token store's error; nothing changes then.
    /// Takes up the session an earlier launch stored (L4), without announcing a login: nobody signed in now.
    /// - Returns: The restored user's id, or nil when no session is stored or the store keeps no user ids.
    /// - Throws: The store's error.
    @discardableResult
    public func restore() throws -> String? {
        guard userId == nil, let sessions = tokenStore as? any SessionStoring else { return userId }
        userId = try sessions.loadSession()?.userId
        return userId
    }

    public func logOut() throws {
        try tokenStore.clearToken()
        userId = nil
        events.publish(.loggedOut)
    }
}
