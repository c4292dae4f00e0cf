import FlowHostTestSupport
import FlowTestSupport
import Foundation
import FlowScript
import Testing
@testable import FlowRunKit

/// The parts of recording and replaying, in process: naming secrets, filling placeholders in, writing Lua.
@Suite("flowrun run: recording parts")
struct RecordingPartsTests {
    private let login = Screen(
        name: "login", title: "Sign In", buttons: [ScreenButton(title: "Sign In")],
        fields: [ScreenField(id: "email", label: "Email"), ScreenField(id: "password", label: "Password", isSecure: true)])

    private func line(_ event: FlowEvent, at number: Int = 4) -> FlowEventLine {
        FlowEventLine(event: event, location: FlowEventLocation(source: "login.events", line: number))
    }

    @Test("A placeholder is `?` alone or `?` and a name of letters, digits and _; anything else is text")
    func placeholderShape() {
        #expect(SecretPlaceholder(text: "?", field: "password")?.name == "password")
        #expect(SecretPlaceholder(text: "?", field: "user.password")?.environmentVariable == "FLOWRUN_SECRET_USER_PASSWORD")
        #expect(SecretPlaceholder(text: "?pin_2", field: "password")?.environmentVariable == "FLOWRUN_SECRET_PIN_2")
        #expect(SecretPlaceholder(text: "?pin_2", field: "password")?.description == "?pin_2")
        #expect(SecretPlaceholder(text: "?password", field: "password")?.description == "?")
        #expect(SecretPlaceholder(text: "?Secr3t!", field: "password") == nil)
        #expect(SecretPlaceholder(text: "?my-pass", field: "password") == nil)
        #expect(SecretPlaceholder(text: "hailHydra", field: "password") == nil)
    }

    @Test("L2, L1: each different secret of a field gets its own placeholder; one typed again reuses its name")
    func secretsAreNamedApart() {
        // Given
        var secrets = RecordedSecrets()

        // When
        let first = secrets.placeholder(for: "Shazam!", field: "password")
        let second = secrets.placeholder(for: "hailHydra", field: "password")
        let again = secrets.placeholder(for: "Shazam!", field: "password")
        let otherField = secrets.placeholder(for: "Shazam!", field: "password_2")

        // Then
        #expect(first.0.description == "?" && first.isNew)
        #expect(second.0.description == "?password_2" && second.isNew)
        #expect(again.0.description == "?" && !again.isNew)
        #expect(otherField.0.description == "?password_2_2", "a field named like another's second secret gets its own")
    }

    @Test("A placeholder in a secure field is filled in from the environment, once for every event naming it")
    func resolverFillsSecureFieldsFromTheEnvironment() throws {
        // Given
        let resolver = SecretResolver(environment: ["FLOWRUN_SECRET_PASSWORD": "hailHydra"], terminal: nil)

        // When
        let filled = try resolver.resolve(line(.type(fieldID: "password", text: "?")), on: login)
        let plain = try resolver.resolve(line(.type(fieldID: "email", text: "?")), on: login)
        var alertShown = login
        alertShown.alert = ScreenAlert(title: "Login Failed", message: "", primaryAction: "OK")
        let blocked = try resolver.resolve(line(.type(fieldID: "password", text: "?")), on: alertShown)

        // Then
        #expect(filled.event == .type(fieldID: "password", text: "hailHydra"))
        #expect(filled.location.line == 4)
        #expect(plain.event == .type(fieldID: "email", text: "?"), "? in a field that is not secure is text")
        #expect(blocked.event == .type(fieldID: "password", text: "?"), "the alert refuses the event; nothing is asked")
    }

    @Test("A placeholder nothing fills in is refused, naming the line, the event and the variable")
    func resolverRefusesAMissingSecret() {
        // Given
        let resolver = SecretResolver(environment: [:], terminal: nil)

        // When
        let failure: RunFailure?
        do {
            _ = try resolver.resolve(line(.type(fieldID: "password", text: "?password_2")), on: login)
            failure = nil
        } catch {
            failure = error
        }

        // Then
        #expect(failure?.exitCode == 2)
        #expect(failure?.description == "login.events:4: 'type password ?password_2' stands for a secret that was not "
            + "given: set FLOWRUN_SECRET_PASSWORD_2, or run with a terminal on stdin to be asked for it")
    }

    @Test("Lua literals escape quotes, backslashes and control characters, a digit after an escape included")
    func luaLiterals() {
        #expect(SpecSkeleton.literal(#"say "hi" \o/"#) == #""say \"hi\" \\o/""#)
        #expect(SpecSkeleton.literal("a\nb\u{1}2") == #""a\010b\0012""#)
        #expect(SpecSkeleton.literal("Crème brûlée") == "\"Crème brûlée\"")
    }

    @Test("The spec skeleton takes each step as a verb, checks screen changes and announcements, reads secrets")
    func specSkeletonText() {
        // Given
        var spec = SpecSkeleton(flowPath: "scripts/login.lua", header: ["Recorded."])
        spec.launched(screenChange: "login", announcements: [])

        // When
        spec.applied(.type(fieldID: "email", text: "agent@shield.org"), secret: nil, screenChange: nil, announcements: [])
        spec.applied(
            .type(fieldID: "password", text: "hailHydra"), secret: SecretPlaceholder(name: "password", field: "password"),
            screenChange: nil, announcements: [])
        spec.failed(.tap(title: "Nowhere"))
        spec.applied(
            .tap(title: "Sign In"), secret: nil, screenChange: "signed_in",
            announcements: [Announcement("login", fields: ["user_id": .string("agent-13"), "end": .string("x")])])
        spec.applied(.select(row: 2), secret: nil, screenChange: nil, announcements: [])
        spec.applied(.back, secret: nil, screenChange: "login", announcements: [])

        // Then
        #expect(!spec.text.contains("hailHydra"))
        #expect(spec.text.hasPrefix("-- Recorded.\n\n-- What was typed into secure fields is not recorded"))
        #expect(spec.text.contains("local secrets = {\n  password = nil, -- typed into field 'password'\n}\n"))
        #expect(spec.text.hasSuffix("""
            describe("scripts/login.lua", function()
              it("the recorded session", function()
                launch("scripts/login.lua")
                exhaustive()
                expect_screen("login")
                type("email", "agent@shield.org")
                type("password", secret("password"))
                -- failed in the session, left out: tap("Nowhere")
                tap("Sign In")
                expect_screen("signed_in")
                expect_announced("login", { ["end"] = "x", user_id = "agent-13" })
                select(2)
                back()
                expect_screen("login")
              end)
            end)

            """))
    }

    @Test("A recorded spec names the flow relative to its project or its own folder, and itself absolutely")
    func recordedPathsHoldFromAnyFolder() throws {
        // Given: a project with a flow and a specs folder, recorded from inside the project
        let project = try TemporaryDirectory()
        try project.write("{}\n", to: "flowhost.json")
        let root = project.url.resolvingSymlinksInPath()

        // When
        let inProject = RecordedLaunchPath(
            flowPath: "flows/app.lua", specPath: "specs/app_spec.lua", projectFolder: root, currentDirectory: root)
        let noProject = RecordedLaunchPath(
            flowPath: "flows/app.lua", specPath: "specs/deep/app_spec.lua", projectFolder: nil, currentDirectory: root)

        // Then
        #expect(inProject.flow == "flows/app.lua")
        #expect(inProject.spec == root.path + "/specs/app_spec.lua")
        #expect(noProject.flow == "../../flows/app.lua")
        #expect(noProject.spec == root.path + "/specs/deep/app_spec.lua")
    }
}
