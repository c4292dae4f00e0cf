/// An account the in-memory authentication API knows: its credentials and the user id it signs in as.
public struct LoginAccount: Sendable, Equatable {
    /// The reference account of the login articles: agent@shield.org / hailHydra.
    public static let demo = LoginAccount(
        email: "agent@shield.org", password: Password("hailHydra"), userId: "agent-13")

    /// The email address the account signs in with.
    public let email: String
    /// The account's password; it prints redacted.
    public let password: Password
    /// The id of the user this account signs in as.
    public let userId: String

    /// Creates an account.
    /// - Parameters:
    ///   - email: The email address the account signs in with.
    ///   - password: The account's password.
    ///   - userId: The id of the user this account signs in as.
    public init(email: String, password: Password, userId: String) {
        self.email = email
        self.password = password
        self.userId = userId
    }
}
