@testable import FlowRunKit
import FlowHostTestSupport
import FlowModules
import FlowScript
import FlowStore
import FlowTestSupport
import Foundation
import Testing

/// The studio's recording of a session (the events file and spec skeleton the page copies), built as
/// `--record` and `--record-spec` build theirs, and replayed.
@Suite struct StudioRecordingTests {
    /// Plays the demo's items flow through the embedding API, recording each step as the studio does.
    private final class RecordedPlay {
        let player: FlowPlayer
        let recording: StudioSessionRecording

        init(flow: URL) {
            let scripts = flow.deletingLastPathComponent()
            player = FlowPlayer(FlowPlayerConfiguration(
                flowFile: flow, base: try! AppStateStore.inMemory(), modules: BuiltInModules.registry(), scriptRoots: [scripts]))
            recording = StudioSessionRecording(flowPath: flow.path)
        }

        func start() async {
            let update = await player.start()
            #expect(update.failure == nil)
            recording.started(app: player.app!)
        }

        func send(_ input: FlowPlayerInput) async -> FlowPlayerUpdate {
            let shown = player.latest!.screen!
            let update = await player.send(input)
            #expect(update.failure == nil, "\(input): \(update.failure?.description ?? "")")
            recording.applied(player.events.last!, on: shown, app: player.app!)
            return update
        }

        func relaunch() async -> FlowPlayerUpdate {
            let update = await player.send(.relaunch)
            #expect(update.failure == nil)
            recording.relaunched(app: player.app!)
            return update
        }
    }

    @Test func aRecordedSessionWithARelaunchReplaysInTheSpecRunnerToTheSameScreen() async throws {
        // Given a studio session that adds an item, then relaunches over what it saved
        let play = RecordedPlay(flow: PackagePaths.root.appendingPathComponent("scripts/items.lua"))
        await play.start()
        _ = await play.send(.tapButton(index: 0))
        _ = await play.send(.type(fieldID: "title", text: "Milk"))
        _ = await play.send(.tapButton(index: 1))
        let relaunched = await play.relaunch()
        #expect(relaunched.screen?.rows.map(\.title) == ["Milk"])

        // When its spec skeleton, with a check of the screen it ended on, runs in the spec runner
        let folder = try TemporaryDirectory()
        let spec = play.recording.specText.replacingOccurrences(
            of: "  end)\nend)\n", with: "    expect(screen().rows[1].title).to_equal(\"Milk\")\n  end)\nend)\n")
        try spec.write(toFile: folder.path("studio_spec.lua"), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["test", folder.path("studio_spec.lua"), "--no-color"])

        // Then the spec relaunches where the session did, sees the screens it saw, and passes
        #expect(spec.contains("""
                tap("Save")
                expect_screen("items.list")
                expect_announced("item_created", { title = "Milk" })
                relaunch()
                expect_screen("items.list")
            """), "\(spec)")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // And the events file marks where a replay splits into two runs
        #expect(play.recording.eventsText.hasSuffix("tap Save\n# relaunched here: an events file replays one launch, "
            + "so replay the lines above, then the lines\n# below in a second run over the state the first left "
            + "(without --fresh); the spec relaunches itself\n"))
    }

    @Test func aTapOnTheSecondOfTwoButtonsTitledAlikeIsRecordedAsThatButtonAndReplaysToIt() async throws {
        // Given a studio session that clicks the second of two buttons titled "OK"
        let folder = try TemporaryDirectory()
        let flow = PackagePaths.root.appendingPathComponent("Tests/Fixtures/flowrun/twins.lua").path
        let play = RecordedPlay(flow: URL(fileURLWithPath: flow))
        await play.start()
        let clicked = await play.send(.tapButton(index: 1))
        #expect(clicked.screen?.title == "second OK")

        // When its events file replays in `flowrun run`, and its spec skeleton in `flowrun test`
        let events = try folder.write(play.recording.eventsText, to: "twins.events")
        let replay = try FlowrunProcess.run(["run", flow, "--state", folder.path("state"), "--events", events])
        let spec = play.recording.specText.replacingOccurrences(
            of: "  end)\nend)\n", with: "    expect(screen().title).to_equal(\"second OK\")\n  end)\nend)\n")
        let specFile = try folder.write(spec, to: "twins_spec.lua")
        let run = try FlowrunProcess.run(["test", specFile, "--no-color"])

        // Then both name the second button by its number, and reach the screen its action showed
        #expect(play.recording.eventsText.contains("\ntap OK #2\n"), "\(play.recording.eventsText)")
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("second OK"), "\(replay.stdout)")
        #expect(spec.contains("tap(\"OK\", 2)"), "\(spec)")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func theStudioRecordsSecretsAndUnwritableTitlesAsTheTerminalDoes() async throws {
        // Given a studio session of the login flow that types a password
        let play = RecordedPlay(flow: PackagePaths.root.appendingPathComponent("scripts/login.lua"))
        await play.start()
        _ = await play.send(.type(fieldID: "email", text: "agent@shield.org"))
        _ = await play.send(.type(fieldID: "password", text: "hailHydra"))

        // Then the events file and the spec hold a placeholder, never the password
        let events = play.recording.eventsText
        #expect(events.contains("type email agent@shield.org\n# ?: a secret typed here, not recorded; the replay "
            + "reads FLOWRUN_SECRET_PASSWORD or asks in a terminal\ntype password ?\n"), "\(events)")
        #expect(!events.contains("hailHydra"))
        #expect(!play.recording.specText.contains("hailHydra"))
        #expect(play.recording.specText.contains("type(\"password\", secret(\"password\"))"))
    }
}
