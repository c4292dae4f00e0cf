/// The login scene's business logic, as its view controller calls it (the interactor in VIP).
public protocol LoginRequestHandling: AnyObject {
    /// Presents the empty form; called once the view has loaded.
    func loadForm()

    /// Validates `credentials` and, when they are valid, signs in with them. Returns once the
    /// outcome has been presented, so awaiting it makes a sign-in deterministic.
    /// - Parameter credentials: The form's fields.
    func signIn(with credentials: LoginCredentials) async
}
