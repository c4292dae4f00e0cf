import Foundation

/// What the user submits to sign in: an email address and a password.
public struct LoginCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The email address as typed.
    public let email: String
    /// The password as typed; it prints redacted.
    public let password: Password

    /// Creates credentials from the form's fields.
    /// - Parameters:
    ///   - email: The email address as typed.
    ///   - password: The password as typed.
    public init(email: String, password: Password) {
        self.email = email
        self.password = password
    }

    /// The email and whether a password was entered; never the password.
    /// The credentials as services receive them: the email without the spaces around it and in lower case,
    /// since people type `Agent@Shield.org ` and mean `agent@shield.org`; the password as typed.
    public var normalized: LoginCredentials {
        LoginCredentials(
            email: email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), password: password)
    }

    public var description: String {
        "LoginCredentials(email: \(email), password entered: \(!password.isEmpty))"
    }

    /// The same line as `description`.
    public var debugDescription: String { description }

    /// The email and whether a password was entered, so `dump` shows no password.
    public var customMirror: Mirror {
        Mirror(self, children: ["email": email, "isPasswordEntered": !password.isEmpty], displayStyle: .struct)
    }
}
