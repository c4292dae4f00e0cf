/// Checks the login form before any sign-in attempt.
public struct LoginValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// Every problem with `credentials`, email first; empty when they may be submitted.
    /// - Parameter credentials: The form's fields.
    /// - Returns: The problems found, at most one per field.
    public func validate(_ credentials: LoginCredentials) -> [LoginValidationError] {
        var errors: [LoginValidationError] = []
        if credentials.email.isEmpty {
            errors.append(.emptyEmail)
        } else if !isEmailAddress(credentials.email) {
            errors.append(.malformedEmail(credentials.email))
        }
        if credentials.password.isEmpty {
            errors.append(.emptyPassword)
        }
        return errors
    }

    /// A deliberately plain shape check (`local@domain.tld`, no spaces): the server is the judge of
    /// whether the address exists, the form only catches typing mistakes.
    private func isEmailAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}
