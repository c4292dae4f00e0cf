@testable import FlowStudio
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

    @Test func aServerOnEveryAddressAnswersToTheMachinesOwnNamesOnly() {
        // Given a server bound to every address of a machine named "devbox" with a second loopback address
        let everywhere = StudioAccess(
            token: "secret", host: "0.0.0.0", port: 8765, machineNames: ["DevBox", "127.0.1.1", "::1"])

        // Then its names, addresses and loopback names pass, with their port
        for host in ["devbox:8765", "127.0.1.1:8765", "127.0.0.1:8765", "localhost:8765", "[::1]:8765", "0.0.0.0:8765"] {
            #expect(everywhere.refusal(token: "secret", host: host, origin: nil) == nil, "\(host)")
        }
        // And a foreign name, another port, or no token is refused
        #expect(everywhere.refusal(token: "secret", host: "evil.example:8765", origin: nil) == .unknownHost("evil.example:8765"))
        #expect(everywhere.refusal(token: "secret", host: "127.0.1.1:9999", origin: nil) == .unknownHost("127.0.1.1:9999"))
        #expect(everywhere.refusal(token: nil, host: "devbox:8765", origin: nil) == .badToken)
        #expect(everywhere.refusal(token: "secret", host: "devbox:8765", origin: "http://evil.example")
            == .foreignOrigin("http://evil.example"))
    }

    @Test func theMachinesNamesHoldItsLoopbackAddress() {
        #expect(MachineNames.current().contains("127.0.0.1"))
        let everywhere = StudioAccess(token: "secret", host: "0.0.0.0", port: 80)
        #expect(everywhere.refusal(token: "secret", host: "127.0.0.1:80", origin: nil) == nil)
        #expect(everywhere.refusal(token: "secret", host: "evil.example:80", origin: nil) == .unknownHost("evil.example:80"))
    }

    @Test func randomTokensAreLongAndDiffer() {
        let first = StudioAccess.randomToken()
        #expect(first.count == 64)
        #expect(first != StudioAccess.randomToken())
    }
}
