/// Where the login scene goes next (the router in VIP).
public protocol LoginRouting: AnyObject {
    /// Hands the signed-in user's id to the flow that created the scene.
    /// - Parameter userId: The signed-in user's id.
    func routeToSignedIn(userId: String)
    /// Presents an error screen for a failed sign-in.
    /// - Parameter viewModel: What the error screen says, and whether it offers "Try Again".
    func routeToSignInFailure(_ viewModel: LoginFailureViewModel)
}
