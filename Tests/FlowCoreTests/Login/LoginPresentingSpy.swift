import FlowCore

/// Records every presentation request of the login interactor, in order.
final class LoginPresentingSpy: LoginPresenting {
    enum Call: Equatable {
        case form
        case validationErrors([LoginValidationError])
        case signingIn
        case signedIn(userId: String)
        case signInFailure(LoginError)
    }

    private(set) var calls: [Call] = []

    func presentForm() { calls.append(.form) }
    func presentValidationErrors(_ errors: [LoginValidationError]) { calls.append(.validationErrors(errors)) }
    func presentSigningIn() { calls.append(.signingIn) }
    func presentSignedIn(userId: String) { calls.append(.signedIn(userId: userId)) }
    func presentSignInFailure(_ error: LoginError) { calls.append(.signInFailure(error)) }
}
