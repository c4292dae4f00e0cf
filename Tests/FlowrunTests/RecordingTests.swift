import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun run --record FILE --record-spec FILE` in a real terminal (tmux): what a person did, written as an
/// events file and a spec skeleton, and replayed.
@Suite("flowrun run: recording a terminal session", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RecordingTests {
    /// Types `command` at the prompt and waits until the pane shows `text`.
    private func enter(_ command: String, in session: TmuxSession, until text: String) throws {
        try session.type(command)
        try session.waitFor(text)
    }

    @Test("L2, L3, L1: a recorded login replays to the session's own transcript, secrets given apart; neither file holds them")
    func recordedLoginReplaysToTheSameTranscript() throws {
        // Given a session that signs in with a wrong password, then the right one
        let folder = try TemporaryDirectory()
        let (events, spec, transcript) = (folder.path("login.events"), folder.path("login_spec.lua"), folder.path("session.txt"))
        let session = try TmuxSession([
            "run", "scripts/login.lua", "--state", folder.path("s"), "--fresh", "--plain", "--transcript", "text",
            "--output", transcript, "--record", events, "--record-spec", spec,
        ])
        defer { session.close() }
        try session.waitFor("? for help, q to quit.")
        try enter("type email bad@credentials.ca", in: session, until: "│ Email (email): bad@credentials.ca")
        try enter("type password", in: session, until: "Password (hidden):")
        try enter("Shazam!", in: session, until: "│ Password (password): ********")
        try enter("1", in: session, until: "Login Failed")
        try enter("tap Try Again", in: session, until: "> tap Try Again\n┌")
        try enter("type email agent@shield.org", in: session, until: "│ Email (email): agent@shield.org")
        try enter("type password hailHydra", in: session, until: "> type password hailHydra\n┌")
        try enter("1", in: session, until: "│ Signed in as agent-13")

        // When
        try session.type("q")

        // Then the events file holds the steps, each secret as a placeholder of its own
        let pane = try session.waitFor("[exit 0]")
        #expect(pane.contains("flowrun: recorded 7 events in \(events)"))
        #expect(pane.contains("flowrun: wrote the spec skeleton \(spec)"))
        let recorded = try String(contentsOfFile: events, encoding: .utf8)
        let eventLines = recorded.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(eventLines == [
            "type email bad@credentials.ca", "type password ?", "tap Sign In", "tap Try Again",
            "type email agent@shield.org", "type password ?password_2", "tap Sign In",
        ])
        let skeleton = try String(contentsOfFile: spec, encoding: .utf8)
        for file in [recorded, skeleton] {
            #expect(!file.contains("Shazam!"))
            #expect(!file.contains("hailHydra"))
        }

        // And replaying the events, given the secrets, gives the session's transcript
        let replay = try FlowrunProcess.run(
            ["run", "scripts/login.lua", "--state", folder.path("replay"), "--fresh", "--events", events,
             "--transcript", "text", "--expect", transcript],
            environment: ["FLOWRUN_SECRET_PASSWORD": "Shazam!", "FLOWRUN_SECRET_PASSWORD_2": "hailHydra"])
        #expect(replay.status == 0, "\(replay.stderr)")

        // And given the secrets swapped, it does not
        let swapped = try FlowrunProcess.run(
            ["run", "scripts/login.lua", "--state", folder.path("swapped"), "--fresh", "--events", events,
             "--transcript", "text", "--expect", transcript],
            environment: ["FLOWRUN_SECRET_PASSWORD": "hailHydra", "FLOWRUN_SECRET_PASSWORD_2": "Shazam!"])
        #expect(swapped.status == 1)
        #expect(swapped.stderr.hasPrefix("flowrun: the transcript differs from \(transcript) at step 7"))

        // And the spec, once its secrets are filled in, passes: the same screens and announcements
        let unfilled = try FlowrunProcess.run(["test", spec, "--no-color"])
        #expect(unfilled.status == 1)
        #expect(unfilled.stdout.contains("fill in secrets.password at the top of this spec"))
        try skeleton
            .replacingOccurrences(of: "  password = nil,", with: "  password = \"Shazam!\",")
            .replacingOccurrences(of: "  password_2 = nil,", with: "  password_2 = \"hailHydra\",")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let filled = try FlowrunProcess.run(["test", spec, "--no-color"])
        #expect(filled.status == 0, "\(filled.stdout)")
        #expect(filled.stdout.split(separator: "\n").last?.hasPrefix("1 passed, 0 failed in ") == true)
    }

    @Test("Numbers are recorded as taps, a failed event as a comment; the spec checks each screen change and passes")
    func failedEventsAreCommentsAndTheSpecPasses() throws {
        // Given
        let folder = try TemporaryDirectory()
        let (events, spec) = (folder.path("walk.events"), folder.path("walk_spec.lua"))
        let session = try TmuxSession([
            "run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", folder.path("s"), "--plain",
            "--record", events, "--record-spec", spec,
        ])
        defer { session.close() }
        try session.waitFor("? for help, q to quit.")
        try enter("1", in: session, until: "│ Second")
        try enter("tap Nowhere", in: session, until: "flowrun: 'tap Nowhere' failed")
        try enter("back", in: session, until: "> back\n┌")

        // When
        try session.sendControlD()

        // Then
        try session.waitFor("[exit 0]")
        let recorded = try String(contentsOfFile: events, encoding: .utf8)
        #expect(recorded.hasSuffix("\ntap Next\n# failed in the session, left out: tap Nowhere\nback\n"))
        #expect(recorded.contains("# The session started from the saved state, not an empty one (--fresh)"))
        let skeleton = try String(contentsOfFile: spec, encoding: .utf8)
        // Outside the flow's project, the flow is named from the spec's folder (climbing out with `..` when the
        // two share a folder below the root, by its absolute path when not): the spec runs from anywhere.
        let launched = try #require(skeleton.firstMatch(of: /launch\("([^"]+)"\)/)).1
        let resolved = URL(fileURLWithPath: String(launched), relativeTo: URL(fileURLWithPath: folder.url.path, isDirectory: true))
            .standardizedFileURL
        let fixture = PackagePaths.root.appendingPathComponent("Tests/Fixtures/flowrun/two-screens.lua")
        #expect(resolved.resolvingSymlinksInPath().path == fixture.resolvingSymlinksInPath().path)
        #expect(skeleton.contains("""
                launch("\(launched)")
                exhaustive()
                expect_screen("first")
                tap("Next")
                expect_screen("second")
                -- failed in the session, left out: tap("Nowhere")
                back()
                expect_screen("first")
              end)
            end)
            """))
        let result = try FlowrunProcess.run(["test", spec, "--no-color"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")

        // And the events file replays
        let replay = try FlowrunProcess.run(
            ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", folder.path("r"), "--events", events,
             "--transcript", "json"])
        #expect(replay.status == 0)
        #expect(try TranscriptLine.parse(replay.stdout).compactMap(\.event) == ["tap Next", "back"])
    }

    @Test("A spec recorded in a project launches the flow relative to the project, and its run-it line works from any folder")
    func recordedSpecRunsFromAnywhere() throws {
        // Given: a project whose flow and specs folder are recorded into from the package root
        let project = try TemporaryDirectory()
        try project.write("{}\n", to: "flowhost.json")
        try FileManager.default.createDirectory(atPath: project.path("flows"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project.path("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent("Tests/Fixtures/flowrun/two-screens.lua").path,
            toPath: project.path("flows/two-screens.lua"))
        let spec = project.path("specs/walk_spec.lua")
        let session = try TmuxSession([
            "run", project.path("flows/two-screens.lua"), "--state", project.path("s"), "--plain", "--record-spec", spec,
        ])
        defer { session.close() }
        try session.waitFor("? for help, q to quit.")
        try enter("1", in: session, until: "│ Second")

        // When
        try session.sendControlD()
        try session.waitFor("[exit 0]")

        // Then the spec launches the flow as the project names it
        let skeleton = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(skeleton.contains("launch(\"flows/two-screens.lua\")"), "\(skeleton)")

        // And its own run-it line passes from another folder
        let runIt = try #require(skeleton.split(separator: "\n").first { $0.hasPrefix("--   flowrun test ") })
        let arguments = runIt.dropFirst("--   flowrun ".count).split(separator: " ").map(String.init)
        #expect(arguments == ["test", spec])
        let result = try FlowrunProcess.run(arguments + ["--no-color"], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdoutLines.last?.hasPrefix("1 passed, 0 failed") == true)
    }

    @Test("L1: replaying `type password ?` from a file asks for the secret in the terminal, without echo")
    func replayAsksForTheSecretInTheTerminal() throws {
        // Given
        let folder = try TemporaryDirectory()
        let events = try folder.write("type email agent@shield.org\ntype password ?\ntap Sign In\n", to: "login.events")
        let output = folder.path("run.jsonl")
        let session = try TmuxSession([
            "run", "scripts/login.lua", "--state", folder.path("s"), "--fresh", "--events", events,
            "--transcript", "json", "--output", output,
        ], width: 300)
        defer { session.close() }
        try session.waitFor("Password for \(events):2 (hidden):")

        // When
        try session.type("hailHydra")

        // Then
        let pane = try session.waitFor("[exit 0]")
        #expect(!pane.contains("hailHydra"))
        let steps = try TranscriptLine.parse(try String(contentsOfFile: output, encoding: .utf8))
        #expect(steps.last { $0.screen != nil }?.screen?.title == "Signed in as agent-13")
    }

    @Test("A --record path that cannot be written stops the session before it starts, exit 2")
    func unwritableRecordingIsRefused() throws {
        // Given
        let folder = try TemporaryDirectory()
        let events = folder.path("missing/walk.events")

        // When
        let session = try TmuxSession(
            ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", folder.path("s"), "--plain", "--record", events],
            width: 300)
        defer { session.close() }

        // Then
        let pane = try session.waitFor("[exit 2]")
        #expect(pane.contains("flowrun: cannot write the recording to \(events): no such folder \(folder.path("missing"))"))
        #expect(!pane.contains("┌"))
    }
}
