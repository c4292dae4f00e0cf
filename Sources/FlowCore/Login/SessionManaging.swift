/// Opens and closes the signed-in session. The login scene opens it; any screen may close it.
public protocol SessionManaging: AnyObject {
    /// The signed-in user's id, or `nil` when nobody is signed in.
    var userId: String? { get }

    /// Stores `session`'s token, records its user as signed in and announces the login.
    /// - Parameter session: What a successful sign-in returned.
    /// - Throws: The token store's error; the session is then left unchanged and nothing is announced.
    func begin(_ session: AuthenticatedSession) throws

    /// Clears the token, forgets the user and announces the logout.
    /// - Throws: The token store's error; the session is then left unchanged and nothing is announced.
    func logOut() throws
}
