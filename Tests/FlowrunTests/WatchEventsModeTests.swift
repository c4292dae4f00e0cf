import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun run --watch` with events: the events are applied, then every change of the scripts reloads the flow
/// and replays them, until the run is interrupted.
@Suite("flowrun run --watch: events mode")
struct WatchEventsModeTests {
    /// Whether `step` is the event step of `tap Next` showing a screen titled `title`.
    private func tappedNext(showing title: String) -> (TranscriptLine) -> Bool {
        { step in step.event == "tap Next" && step.screen?.title == title }
    }

    /// `flowrun run --watch` of ``WatchFixture/flow(next:title:)``, written to `folder`'s `flow.lua`, with the
    /// events `events` (written to `next.events`), a fresh state and a JSON transcript.
    private func watching(in folder: TemporaryDirectory, events: String) throws -> FlowrunCoprocess {
        let flow = try folder.write(WatchFixture.flow(), to: "flow.lua")
        let events = try folder.write(events, to: "next.events")
        return try FlowrunCoprocess(
            ["run", flow, "--events", events, "--watch", "--fresh", "--state", folder.path("s"), "--transcript", "json"])
    }

    @Test("An edit reloads the flow and replays the events: each replay's transcript follows the last, from its start")
    func editReloadsAndReplays() throws {
        // Given
        let folder = try TemporaryDirectory()
        let run = try watching(in: folder, events: "tap Next\n")
        defer { run.interrupt() }
        try #require(try run.step(where: tappedNext(showing: "Second")) != nil, "no first run: \(run.errors)")

        // When
        _ = try folder.write(WatchFixture.flow(title: "Second, edited"), to: "flow.lua")

        // Then
        let start = try #require(try run.step { $0.kind == "start" }, "no replay: \(run.errors)")
        #expect(start.step == 0)
        let replayed = try #require(try run.step(where: tappedNext(showing: "Second, edited")))
        #expect(replayed.step == 1)
        #expect(run.waitForErrors(containing: "flow.lua changed: reloaded, 1 event replayed") != nil)
    }

    @Test("A replay that diverges names the event that failed and goes on watching; a fix replays every event")
    func divergentReplayIsReportedAndWatchingGoesOn() throws {
        // Given
        let folder = try TemporaryDirectory()
        let run = try watching(in: folder, events: "tap Next\ntap Stay\n")
        defer { run.interrupt() }
        try #require(try run.step { $0.event == "tap Stay" } != nil, "no first run: \(run.errors)")

        // When
        _ = try folder.write(WatchFixture.flow(next: "Onward"), to: "flow.lua")

        // Then
        let errors = run.waitForErrors(containing: "the replay stopped at event 1 of 2")
        #expect(errors?.contains("next.events:1: 'tap Next' failed: no button 'Next' on screen 'first' (buttons: 'Onward')") == true)

        // When
        _ = try folder.write(WatchFixture.flow(title: "Fixed"), to: "flow.lua")

        // Then
        #expect(try run.step(where: tappedNext(showing: "Fixed")) != nil)
        #expect(run.waitForErrors(containing: "reloaded, 2 events replayed") != nil)
    }

    @Test("A syntax error is reported with its file and line; the run goes on and reloads once it is fixed")
    func syntaxErrorIsReportedAndFixedLater() throws {
        // Given
        let folder = try TemporaryDirectory()
        let run = try watching(in: folder, events: "tap Next\n")
        defer { run.interrupt() }
        try #require(try run.step(where: tappedNext(showing: "Second")) != nil, "no first run: \(run.errors)")

        // When
        _ = try folder.write("return function(app)\n  local = 1\nend\n", to: "flow.lua")

        // Then
        let errors = run.waitForErrors(containing: "the flow did not reload")
        #expect(errors?.contains("flow.lua:2: <name> expected near '='") == true)

        // When
        _ = try folder.write(WatchFixture.flow(title: "Fixed"), to: "flow.lua")

        // Then
        #expect(try run.step(where: tappedNext(showing: "Fixed")) != nil)
    }

    @Test("A script root that disappears is reported, the flow that needs it keeps its screen, and its return reloads")
    func disappearingRootIsReportedAndItsReturnReloads() throws {
        // Given: a flow whose screen's title comes from a module in a --root folder
        let folder = try TemporaryDirectory()
        for name in ["lib", "app"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: false)
        }
        _ = try folder.write("return { title = \"From the root\" }\n", to: "lib/titles.lua")
        let flow = try folder.write(
            """
            local titles = require("titles")
            return function(app) app.nav:replace_root(app.screen{ name = "only", title = titles.title }) end
            """,
            to: "app/flow.lua")
        let events = try folder.write("", to: "none.events")
        let run = try FlowrunCoprocess(
            ["run", flow, "--root", folder.path("lib"), "--events", events, "--watch", "--fresh", "--state",
             folder.path("s"), "--transcript", "json"])
        defer { run.interrupt() }
        try #require(try run.step { $0.screen?.title == "From the root" } != nil, "no first run: \(run.errors)")

        // When
        try FileManager.default.moveItem(atPath: folder.path("lib"), toPath: folder.path("lib.moved"))

        // Then
        let errors = run.waitForErrors(containing: "the flow did not reload")
        #expect(errors?.contains("disappeared; watching for it to come back") == true)
        #expect(errors?.contains("module 'titles' not found") == true)

        // When
        _ = try folder.write("return { title = \"Back again\" }\n", to: "lib.moved/titles.lua")
        try FileManager.default.moveItem(atPath: folder.path("lib.moved"), toPath: folder.path("lib"))

        // Then
        #expect(try run.step { $0.screen?.title == "Back again" } != nil, "\(run.errors)")
        #expect(run.waitForErrors(containing: "is back, and watched again") != nil)
    }

    @Test("A watch run works on a copy of the saved state: it starts from it, and the state file keeps every byte")
    func stateFileIsOnlyRead() throws {
        // Given: a state file holding one item
        let folder = try TemporaryDirectory()
        let state = folder.path("s")
        let saved = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--fresh", "--state", state, "--events", "-"],
            input: Data("tap Add\ntype title Milk\ntap Save\n".utf8))
        try #require(saved.status == 0, "\(saved.stderr)")
        let stateFile = URL(fileURLWithPath: state).appendingPathComponent("flowhost.sqlite")
        let before = try Data(contentsOf: stateFile)
        let events = try folder.write("tap Add\ntype title Bread\ntap Save\n", to: "bread.events")

        // When
        let run = try FlowrunCoprocess(
            ["run", "scripts/items.lua", "--events", events, "--watch", "--state", state, "--transcript", "json"])
        let added = try run.step { $0.event == "tap Save" }
        run.interrupt()
        _ = try run.waitForExit()

        // Then
        #expect(added?.screen?.rowTitles.count == 2, "the run started from the saved item: \(run.errors)")
        #expect(try Data(contentsOf: stateFile) == before)
        #expect(!FileManager.default.fileExists(atPath: stateFile.path + "-wal"))
    }

    @Test("A state file that is not one is refused by name, exit 2, and keeps its bytes")
    func unusableStateFileIsNamed() throws {
        // Given
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("s"), withIntermediateDirectories: false)
        let stateFile = try folder.write("not a database, but long enough to be read as one by SQLite", to: "s/flowhost.sqlite")

        // When
        let result = try FlowrunProcess.run(
            ["run", "scripts/login.lua", "--watch", "--state", folder.path("s"), "--events", "-"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(stateFile) is not a FlowHost state file"), "\(result.stderr)")
        #expect(try String(contentsOfFile: stateFile, encoding: .utf8).hasPrefix("not a database"))
    }

    @Test("--watch with --expect or --record is a usage error", arguments: [
        (["--events", "Tests/Fixtures/login.events", "--transcript", "text", "--expect", "g.txt"], "--expect gives one run's verdict"),
        (["--record", "r.events"], "--record records one session of one version of the scripts"),
    ])
    func watchRefusesOneShotOptions(options: [String], message: String) throws {
        // When
        let result = try FlowrunProcess.run(["run", "scripts/login.lua", "--watch"] + options)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
