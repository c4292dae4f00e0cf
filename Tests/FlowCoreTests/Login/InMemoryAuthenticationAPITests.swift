import FlowCore
import Testing

@Suite("InMemoryAuthenticationAPI")
struct InMemoryAuthenticationAPITests {
    private let sut = InMemoryAuthenticationAPI()
    private let reference = LoginCredentials(email: "agent@shield.org", password: Password("hailHydra"))

    @Test("L1: the demo account signs in with the reference pair")
    func demoAccountSignsIn() async throws {
        // When
        let session = try await sut.signIn(with: reference)
        // Then
        #expect(session.userId == LoginAccount.demo.userId)
        #expect(!session.token.isEmpty)
    }

    @Test("each sign-in gets a fresh token")
    func tokensAreFresh() async throws {
        // When
        let first = try await sut.signIn(with: reference)
        let second = try await sut.signIn(with: reference)
        // Then
        #expect(first.token != second.token)
    }

    @Test(
        "L2: a wrong password or an unknown email is rejected",
        arguments: [("agent@shield.org", "hailShield"), ("bad@credentials.ca", "Shazam!")])
    func wrongCredentialsAreRejected(email: String, password: String) async {
        // When / Then
        await #expect(throws: AuthenticationError.rejectedCredentials(email: email)) {
            try await sut.signIn(with: LoginCredentials(email: email, password: Password(password)))
        }
    }

    @Test("rejecting an email rejects it even with the right password")
    func rejectedEmailIsRejected() async {
        // Given
        sut.rejectCredentials(email: "agent@shield.org")
        // When / Then
        await #expect(throws: AuthenticationError.rejectedCredentials(email: "agent@shield.org")) {
            try await sut.signIn(with: reference)
        }
    }

    @Test("failing the next call fails exactly one call")
    func failNextCallFailsOnce() async throws {
        // Given
        sut.failNextCall(with: .unavailable(reason: "offline"))
        // When / Then
        await #expect(throws: AuthenticationError.unavailable(reason: "offline")) {
            try await sut.signIn(with: reference)
        }
        let session = try await sut.signIn(with: reference)
        #expect(session.userId == LoginAccount.demo.userId)
    }

    @Test("an added account signs in as its user")
    func addedAccountSignsIn() async throws {
        // Given
        sut.addAccount(LoginAccount(email: "maria@shield.org", password: Password("director"), userId: "hill"))
        // When
        let session = try await sut.signIn(
            with: LoginCredentials(email: "maria@shield.org", password: Password("director")))
        // Then
        #expect(session.userId == "hill")
    }

    @Test("every call that reaches the service is counted, failed ones too")
    func callsAreCounted() async {
        // Given
        sut.failNextCall()
        // When
        _ = try? await sut.signIn(with: reference)
        _ = try? await sut.signIn(with: LoginCredentials(email: "bad@credentials.ca", password: Password("Shazam!")))
        _ = try? await sut.signIn(with: reference)
        // Then
        #expect(sut.signInCount == 3)
    }

    @Test("authentication errors print as one line naming the value at fault")
    func errorsPrintOneLine() {
        // When
        let line = String(describing: AuthenticationError.rejectedCredentials(email: "bad@credentials.ca"))
        // Then
        #expect(
            line == "AuthenticationError.rejectedCredentials: "
                + "no account matches 'bad@credentials.ca' with that password")
    }
}
