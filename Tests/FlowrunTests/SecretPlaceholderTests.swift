import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Events files holding a placeholder for a secure field's text (`type password ?`), as `--record` writes
/// them: filled in from the environment, or refused when nothing gives the secret.
@Suite("flowrun run: secret placeholders")
struct SecretPlaceholderTests {
    private func signIn(
        _ events: String, environment: [String: String], state: TemporaryDirectory
    ) throws -> (FlowrunResult, [TranscriptLine]) {
        let file = try state.write(events, to: "login.events")
        let result = try FlowrunProcess.run(
            ["run", "scripts/login.lua", "--state", state.path("s"), "--fresh", "--events", file, "--transcript", "json"],
            environment: environment)
        return (result, try TranscriptLine.parse(result.stdout))
    }

    @Test("L1: `type password ?` takes the password from FLOWRUN_SECRET_PASSWORD, masked in the transcript")
    func placeholderIsFilledFromTheEnvironment() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let (result, steps) = try signIn(
            "type email agent@shield.org\ntype password ?\ntap Sign In\n",
            environment: ["FLOWRUN_SECRET_PASSWORD": "hailHydra"], state: state)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(steps.compactMap(\.event) == ["type email agent@shield.org", "type password ********", "tap Sign In"])
        #expect(steps.last { $0.screen != nil }?.screen?.title == "Signed in as agent-13")
        #expect(!result.stdout.contains("hailHydra"))
        #expect(!result.stderr.contains("hailHydra"))
    }

    @Test("L2, L1: named placeholders tell two secrets of one field apart; a name used again reuses its secret")
    func namedPlaceholdersAreDistinct() throws {
        // Given
        let state = try TemporaryDirectory()
        let events = """
            type email agent@shield.org
            type password ?
            tap Sign In
            tap Try Again
            type password ?password_2
            tap Sign In
            tap Log Out
            type email agent@shield.org
            type password ?password_2
            tap Sign In

            """

        // When
        let (result, steps) = try signIn(
            events, environment: ["FLOWRUN_SECRET_PASSWORD": "Shazam!", "FLOWRUN_SECRET_PASSWORD_2": "hailHydra"],
            state: state)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        let titles = steps.compactMap { $0.screen?.title }
        #expect(titles.contains("Login Failed"))
        #expect(titles.filter { $0 == "Signed in as agent-13" }.count == 2)
    }

    @Test("A placeholder nothing fills in stops the run there, naming the line and the variable, exit 2")
    func missingSecretIsNamed() throws {
        // Given: stdin is not a terminal, so nothing can be asked
        let state = try TemporaryDirectory()

        // When
        let (result, steps) = try signIn("type email agent@shield.org\ntype password ?\ntap Sign In\n", environment: [:], state: state)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: \(state.path("login.events")):2: 'type password ?' stands for a secret "
            + "that was not given: set FLOWRUN_SECRET_PASSWORD, or run with a terminal on stdin to be asked for it\n")
        #expect(steps.compactMap(\.event) == ["type email agent@shield.org"], "the events before it ran")
    }

    @Test("In a field that is not secure, `?` is text, as it always was")
    func questionMarkInAPlainFieldIsText() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let (result, steps) = try signIn("type email ?\n", environment: ["FLOWRUN_SECRET_EMAIL": "no"], state: state)

        // Then
        #expect(result.status == 0)
        #expect(steps.last?.screen?.fields.first { $0.id == "email" }?.value == "?")
    }

    @Test("A secure text that is not a placeholder's shape (`?Secr3t!`) is typed as it is")
    func passwordStartingWithQuestionMarkIsText() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let (result, steps) = try signIn("type password ?Secr3t!\n", environment: [:], state: state)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(steps.last?.event == "type password ********")
    }
}
