import FlowCore

/// Records every display request of the login presenter, in order.
final class LoginDisplayingSpy: LoginDisplaying {
    enum Call: Equatable {
        case form(LoginFormViewModel)
        case validationMessages(LoginValidationViewModel)
        case signingIn
        case signedIn(userId: String)
        case signInFailure(LoginFailureViewModel)
    }

    private(set) var calls: [Call] = []

    func displayForm(_ viewModel: LoginFormViewModel) { calls.append(.form(viewModel)) }
    func displayValidationMessages(_ viewModel: LoginValidationViewModel) {
        calls.append(.validationMessages(viewModel))
    }
    func displaySigningIn() { calls.append(.signingIn) }
    func displaySignedIn(userId: String) { calls.append(.signedIn(userId: userId)) }
    func displaySignInFailure(_ viewModel: LoginFailureViewModel) { calls.append(.signInFailure(viewModel)) }
}
