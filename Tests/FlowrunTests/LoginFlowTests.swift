import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// scripts/login.lua end to end (L1-L5), with secure values kept out of every output.
@Suite("flowrun run: login flow")
struct LoginFlowTests {
    private func loginRun(_ state: TemporaryDirectory) throws -> FlowTranscript {
        try FlowTranscript("scripts/login.lua", eventsFile: "Tests/Fixtures/login.events", state: state)
    }

    @Test("L2, L3: bad credentials show 'Login Failed' with OK and Try Again; Try Again returns to the form")
    func badCredentialsShowLoginFailed() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try loginRun(state)

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let failed = try #require(run.step(atLine: 7)?.screen)
        #expect(failed.alert == .init(
            title: "Login Failed", message: "User has not been authenticated.", actions: ["OK", "Try Again"]))
        let retry = try #require(run.step(atLine: 8)?.screen)
        #expect(retry.name == "login")
        #expect(retry.alert == nil)
    }

    @Test("L1, L4: the demo account signs in and is announced; Log Out announces logout and shows the login")
    func goodCredentialsSignIn() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try loginRun(state)

        // Then
        #expect(run.step(atLine: 13)?.screen?.title == "Signed in as agent-13")
        #expect(run.announcements == ["login user_id=\"agent-13\"", "logout"])
        let loggedOut = try #require(run.step(atLine: 16))
        #expect(loggedOut.navigation == [.init(kind: "replaceRoot", modules: ["login"])])
        #expect(loggedOut.screen?.fields.map(\.id) == ["email", "password"])
    }

    @Test("Passwords never reach the transcript: the event and the field are masked")
    func passwordsAreMasked() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try loginRun(state)

        // Then
        #expect(!run.result.stdout.contains("hailHydra"))
        #expect(!run.result.stdout.contains("Shazam!"))
        #expect(run.step(atLine: 12)?.event == "type password ********")
        #expect(run.step(atLine: 12)?.screen?.fields.last == .init(id: "password", value: "********", secure: true))
    }

    @Test("Passwords are masked in the text transcript too")
    func passwordsAreMaskedInText() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run([
            "run", "scripts/login.lua", "--events", "Tests/Fixtures/login.events", "--state", state.path("s"),
            "--transcript", "text",
        ])

        // Then
        #expect(result.status == 0)
        #expect(result.stdout.contains("type password ********"))
        #expect(!result.stdout.contains("hailHydra"))
    }

    @Test("L5: signing in with an empty or malformed email shows the validation messages, no attempt is made")
    func validationMessagesShowBeforeSignIn() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript(
            "scripts/login.lua", events: "tap Sign In\ntype email nope\ntap Sign In\n", state: state)

        // Then
        #expect(run.result.status == 0)
        #expect(run.step(atLine: 1)?.screen?.labels == ["Enter your email address.", "Enter your password."])
        #expect(run.step(atLine: 3)?.screen?.labels.first == "Enter an email address such as name@example.com.")
        #expect(run.announcements.isEmpty)
    }

    @Test("A failing login event does not show the password it was given in the error")
    func failingSecureEventIsMaskedInError() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/login.lua", events: "type passwd hailHydra\n", state: state)

        // Then
        #expect(run.result.status == 1)
        #expect(run.result.stderr.contains("no field 'passwd' on screen 'login' (fields: 'email', 'password')"))
        #expect(!run.result.stderr.contains("hailHydra"))
        #expect(!run.result.stdout.contains("hailHydra"))
    }
}
