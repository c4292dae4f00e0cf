/// The login scene's presentation logic, as its interactor calls it (the presenter in VIP).
public protocol LoginPresenting: AnyObject {
    /// Presents the form's fixed texts.
    func presentForm()
    /// Presents why the form cannot be submitted.
    /// - Parameter errors: The problems found, at most one per field.
    func presentValidationErrors(_ errors: [LoginValidationError])
    /// Presents that a sign-in attempt is under way.
    func presentSigningIn()
    /// Presents that the user with `userId` is signed in.
    /// - Parameter userId: The signed-in user's id.
    func presentSignedIn(userId: String)
    /// Presents why a sign-in attempt failed.
    /// - Parameter error: What went wrong.
    func presentSignInFailure(_ error: LoginError)
}
