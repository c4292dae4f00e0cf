import FlowCore

/// Records the view controller's routing requests.
final class LoginRoutingSpy: LoginRouting {
    private(set) var signedInUserIds: [String] = []
    private(set) var failures: [LoginFailureViewModel] = []

    func routeToSignedIn(userId: String) { signedInUserIds.append(userId) }
    func routeToSignInFailure(_ viewModel: LoginFailureViewModel) { failures.append(viewModel) }
}
