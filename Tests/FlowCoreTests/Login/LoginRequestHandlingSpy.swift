import FlowCore

/// Records the view controller's requests to the login interactor.
final class LoginRequestHandlingSpy: LoginRequestHandling {
    private(set) var loadFormCount = 0
    private(set) var signInCredentials: [LoginCredentials] = []

    func loadForm() { loadFormCount += 1 }
    func signIn(with credentials: LoginCredentials) async { signInCredentials.append(credentials) }
}
