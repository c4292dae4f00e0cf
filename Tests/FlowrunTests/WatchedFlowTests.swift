import FlowHostTestSupport
import FlowScript
import FlowStore
import FlowTestSupport
import Foundation
import Testing
@testable import FlowRunKit

/// `--watch`'s reload, in process: a new session over a copy of the starting state, the events replayed.
@Suite("flowrun run --watch: reloading")
struct WatchedFlowTests {
    /// A watched flow over `folder/flow.lua`, started.
    private func started(in folder: TemporaryDirectory) async throws -> WatchedFlow {
        let flowFile = URL(fileURLWithPath: try folder.write(WatchFixture.flow(), to: "flow.lua"))
        let watchdog = WallClockWatchdog(limit: .seconds(60)) { label in Issue.record("stuck: \(label)") }
        let flow = try await WatchedFlow(
            flowFile: flowFile, base: AppStateStore.inMemory(schema: FlowModuleRegistry.empty.schema), scriptRoots: [],
            now: Date.init, watchdog: watchdog)
        _ = try await flow.start()
        return flow
    }

    /// How many events `outcome` replayed, nil for an outcome other than a full replay.
    private func replayedCount(_ outcome: WatchReload) -> Int? {
        guard case .replayed(let count) = outcome else { return nil }
        return count
    }

    /// Applies `event` as the terminal mode does, and records it.
    private func apply(_ event: FlowEvent, to flow: WatchedFlow) async throws {
        try await flow.session.driver.send(event)
        flow.record(ReplayEvent(event: event, location: nil))
    }

    @Test("A reload replays the events applied so far and lands on the same screen, drawn by the new script")
    func reloadReplaysToTheSameScreen() async throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try await started(in: folder)
        defer { flow.close() }
        try await apply(.tap(title: "Next"), to: flow)
        let before = flow.session
        _ = try folder.write(WatchFixture.flow(title: "Second, edited"), to: "flow.lua")

        // When
        let outcome = await flow.reload()

        // Then
        #expect(replayedCount(outcome) == 1, "expected a full replay, got \(outcome)")
        #expect(flow.session !== before)
        #expect(flow.session.driver.screen?.name == "second")
        #expect(flow.session.driver.screen?.title == "Second, edited")
    }

    @Test("A replay stops at the event that no longer applies, on the screen reached; the next reload replays all again")
    func divergentReplayStopsThere() async throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try await started(in: folder)
        defer { flow.close() }
        try await apply(.tap(title: "Next"), to: flow)
        try await apply(.back, to: flow)
        _ = try folder.write(WatchFixture.flow(next: "Onward"), to: "flow.lua")

        // When
        let outcome = await flow.reload()

        // Then
        guard case .diverged(let index, let total, let error) = outcome else {
            Issue.record("expected a divergent replay, got \(outcome)")
            return
        }
        #expect(index == 0 && total == 2)
        #expect(error.description.contains("'tap Next' failed: no button 'Next' on screen 'first'"))
        #expect(flow.session.driver.screen?.name == "first")

        // When
        _ = try folder.write(WatchFixture.flow(), to: "flow.lua")

        // Then
        #expect(replayedCount(await flow.reload()) == 2, "expected a full replay once the script is fixed")
    }

    @Test("An event applied after a replay stopped replaces the events that replay did not reach")
    func eventAfterDivergenceReplacesTheRest() async throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try await started(in: folder)
        defer { flow.close() }
        try await apply(.tap(title: "Next"), to: flow)
        try await apply(.back, to: flow)
        _ = try folder.write(WatchFixture.flow(next: "Onward"), to: "flow.lua")
        _ = await flow.reload()

        // When
        try await apply(.tap(title: "Onward"), to: flow)

        // Then
        #expect(flow.history.map(\.event) == [.tap(title: "Onward")])
        #expect(replayedCount(await flow.reload()) == 1, "expected a full replay of the new history")
        #expect(flow.session.driver.screen?.name == "second")
    }

    @Test("A script that does not load is reported with its file and line, and the last good session goes on")
    func syntaxErrorKeepsTheLastGoodSession() async throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try await started(in: folder)
        defer { flow.close() }
        try await apply(.tap(title: "Next"), to: flow)
        let before = flow.session
        _ = try folder.write("return function(app)\n  local = 1\nend\n", to: "flow.lua")

        // When
        let outcome = await flow.reload()

        // Then
        guard case .kept(let failure) = outcome else {
            Issue.record("expected the session to be kept, got \(outcome)")
            return
        }
        #expect(failure.description.contains("flow.lua:2:"))
        #expect(flow.session === before)
        #expect(flow.session.driver.screen?.name == "second")
        #expect(flow.history.count == 1 && flow.appliedCount == 1)
    }
}
