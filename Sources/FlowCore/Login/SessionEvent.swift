/// A change of who is signed in, announced to the rest of the app.
public enum SessionEvent: Sendable, Equatable {
    /// A user signed in.
    case loggedIn(userId: String)
    /// The signed-in user signed out; the session token is gone.
    case loggedOut
}
