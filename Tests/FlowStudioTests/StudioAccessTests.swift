import FlowStudio
import Testing

/// The token, Host and Origin checks every studio request goes through.
@Suite struct StudioAccessTests {
    private let access = StudioAccess(token: "secret", host: "127.0.0.1", port: 8765)

    @Test func theStudiosOwnPageWithTheTokenIsLetThrough() {
        #expect(access.refusal(token: "secret", host: "127.0.0.1:8765", origin: nil) == nil)
        #expect(access.refusal(token: "secret", host: "localhost:8765", origin: "http://localhost:8765") == nil)
    }

    @Test func aMissingOrWrongTokenIsRefused() {
        #expect(access.refusal(token: nil, host: "127.0.0.1:8765", origin: nil) == .badToken)
        #expect(access.refusal(token: "secreT", host: "127.0.0.1:8765", origin: nil) == .badToken)
        #expect(access.refusal(token: "secret2", host: "127.0.0.1:8765", origin: nil) == .badToken)
    }

    @Test func aHostTheServerDoesNotAnswerToIsRefused() {
        // A DNS rebinding page sends its own name as Host.
        #expect(access.refusal(token: "secret", host: "evil.example:8765", origin: nil) == .unknownHost("evil.example:8765"))
        #expect(access.refusal(token: "secret", host: "127.0.0.1:9999", origin: nil) == .unknownHost("127.0.0.1:9999"))
        #expect(access.refusal(token: "secret", host: nil, origin: nil) == .unknownHost(""))
    }

    @Test func anotherSitesOriginIsRefused() {
        #expect(access.refusal(token: "secret", host: "127.0.0.1:8765", origin: "http://evil.example")
            == .foreignOrigin("http://evil.example"))
        // The studio's own page under another of its names is another origin too.
        #expect(access.refusal(token: "secret", host: "127.0.0.1:8765", origin: "http://localhost:8765")
            == .foreignOrigin("http://localhost:8765"))
    }

    @Test func aServerOnAnotherAddressAnswersOnlyToThatAddress() {
        let exposed = StudioAccess(token: "secret", host: "192.0.2.7", port: 80)
        #expect(exposed.refusal(token: "secret", host: "192.0.2.7:80", origin: nil) == nil)
        #expect(exposed.refusal(token: "secret", host: "localhost:80", origin: nil) == .unknownHost("localhost:80"))
    }

    @Test func randomTokensAreLongAndDiffer() {
        let first = StudioAccess.randomToken()
        #expect(first.count == 64)
        #expect(first != StudioAccess.randomToken())
    }
}
