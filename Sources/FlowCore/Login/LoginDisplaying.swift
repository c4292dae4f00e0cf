/// What the login presenter asks its view to show (the display logic in VIP).
public protocol LoginDisplaying: AnyObject {
    /// Shows the form's fixed texts.
    /// - Parameter viewModel: The texts.
    func displayForm(_ viewModel: LoginFormViewModel)
    /// Shows (or clears, with `nil` messages) the fields' validation messages; the form is not busy.
    /// - Parameter viewModel: The messages.
    func displayValidationMessages(_ viewModel: LoginValidationViewModel)
    /// Shows that a sign-in attempt is under way: busy, without validation messages.
    func displaySigningIn()
    /// Shows that the user with `userId` signed in, and moves on.
    /// - Parameter userId: The signed-in user's id.
    func displaySignedIn(userId: String)
    /// Shows that a sign-in attempt failed, on an error screen.
    /// - Parameter viewModel: What the error screen says.
    func displaySignInFailure(_ viewModel: LoginFailureViewModel)
}
