@testable import FlowStudio
import FlowHostTestSupport
import FlowModules
import FlowScript
import FlowStore
import FlowTestSupport
import Foundation
import Testing

/// Sessions: each over its own state, within the limit, closed when idle.
@Suite struct StudioSessionTests {
    /// The demo's items flow over an empty state, with a recording that lists the events.
    private final class ItemsSource: StudioFlowSource, @unchecked Sendable {
        let base: AppStateStore
        let scripts: URL

        init() throws {
            base = try AppStateStore.inMemory()
            scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scripts")
        }

        func playerConfiguration(watchdog: WallClockWatchdog?) throws -> FlowPlayerConfiguration {
            FlowPlayerConfiguration(
                flowFile: scripts.appendingPathComponent("items.lua"), base: try base.inMemoryCopy(),
                modules: BuiltInModules.registry(), scriptRoots: [scripts], watchdog: watchdog)
        }

        func recording() -> any StudioRecording { EventList() }

        func map() async -> StudioMap { StudioMap(svg: nil, names: [:], paths: [:]) }
    }

    /// A flow file of the test's own, over an empty state.
    private final class ScriptSource: StudioFlowSource, @unchecked Sendable {
        let flow: URL

        init(_ flow: URL) {
            self.flow = flow
        }

        func playerConfiguration(watchdog: WallClockWatchdog?) throws -> FlowPlayerConfiguration {
            FlowPlayerConfiguration(
                flowFile: flow, base: try AppStateStore.inMemory(), modules: BuiltInModules.registry(),
                watchdog: watchdog)
        }

        func recording() -> any StudioRecording { EventList() }

        func map() async -> StudioMap { StudioMap(svg: nil, names: [:], paths: [:]) }
    }

    private final class EventList: StudioRecording {
        var events: [String] = []
        func started(app: FlowApp) {}
        func relaunched(app: FlowApp) { events.append("relaunch") }
        func applied(_ event: FlowEvent, on screen: Screen, app: FlowApp) { events.append(event.description) }
        func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp) { events.append("failed " + event.description) }
        var eventsText: String { events.map { $0 + "\n" }.joined() }
        var specText: String { "spec of \(events.count) events" }
    }

    private func message(_ type: String, index: Int? = nil, field: String? = nil, text: String? = nil)
        -> StudioClientMessage {
        StudioClientMessage(type: type, index: index, field: field, text: text, node: nil)
    }

    /// What a page holds after the messages it was sent: the last screen sent, and the events file put together
    /// from the whole file and the lines added since.
    private struct PageCopy {
        var screen: Screen?
        var eventsFile = ""

        mutating func take(_ message: StudioServerMessage) {
            if let screen = message.screen { self.screen = screen }
            if let file = message.eventsFile { eventsFile = file }
            eventsFile += message.eventsAppend ?? ""
        }
    }

    private func addItem(_ title: String, in session: StudioSession, page: inout PageCopy) async {
        page.take(await session.handle(message("tap", index: 0)))
        page.take(await session.handle(message("type", field: "title", text: title)))
        page.take(await session.handle(message("tap", index: 1)))
    }

    @Test func twoSessionsDoNotSeeEachOthersState() async throws {
        // Given two sessions of one source
        let source = try ItemsSource()
        let first = StudioSession(id: 1, source: source, watchdog: nil)
        let second = StudioSession(id: 2, source: source, watchdog: nil)
        var page = PageCopy()
        var secondPage = PageCopy()
        page.take(await first.start())
        secondPage.take(await second.start())

        // When the first adds an item
        await addItem("Milk", in: first, page: &page)

        // Then it lists it and records it, while the second, relaunched over its saved state, lists nothing
        #expect(page.screen?.rows.map(\.title) == ["Milk"])
        #expect(page.eventsFile == "tap Add\ntype title Milk\ntap Save\n")
        secondPage.take(await second.handle(message("relaunch")))
        #expect(secondPage.screen?.rows.isEmpty == true)
        #expect(try source.base.inMemoryCopy().persistedState().items.isEmpty)
        await first.close()
        await second.close()
    }

    @Test func aClickOnNothingIsReportedAndKeepsTheScreen() async throws {
        // Given a started session
        let session = StudioSession(id: 1, source: try ItemsSource(), watchdog: nil)
        _ = await session.start()

        // When a row that is not there is selected
        let missing = await session.handle(message("select", index: 3))

        // Then the page hears why, and the screen stays
        #expect(missing.error == "screen 'items.list' has no row 4 (it has 0)")
        #expect(missing.screen?.name == "items.list")
        await session.close()
    }

    @Test func anUpdateCarriesOnlyWhatChangedAndTheSpecOnlyWhenAskedFor() async throws {
        // Given a started session, whose first update carries the screen and the whole (empty) events file
        let session = StudioSession(id: 1, source: try ItemsSource(), watchdog: nil)
        let started = await session.start()
        #expect(started.screen?.name == "items.list")
        #expect(started.eventsFile == "")

        // When the page taps Add, then Cancel, relaunches (the same empty list), selects a row that is not there, then resets
        let added = await session.handle(message("tap", index: 0))
        _ = await session.handle(message("tap", index: 2))
        let relaunched = await session.handle(message("relaunch"))
        let missing = await session.handle(message("select", index: 3))
        let asked = await session.handle(message("spec", text: "copy"))
        let reset = await session.handle(message("reset"))

        // Then a step sends the lines it added, a screen the page shows already is left out (not after a
        // failure, which puts back the screen), the spec comes only when asked for, and a reset sends the new file
        #expect(added.screen?.name == "items.add")
        #expect(added.eventsFile == nil)
        #expect(added.eventsAppend == "tap Add\n")
        #expect(added.spec == nil)
        #expect(relaunched.screen == nil && relaunched.stack == nil)
        #expect(relaunched.eventsAppend == "relaunch\n")
        #expect(missing.screen?.name == "items.list")
        #expect(missing.eventsAppend == nil && missing.eventsFile == nil)
        #expect(asked.type == "spec" && asked.spec == "spec of 3 events" && asked.text == "copy")
        #expect(reset.eventsFile == "")
        await session.close()
    }

    @Test func theRegistryRefusesASessionPastItsLimit() async throws {
        // Given a registry of one session, holding one
        let registry = StudioRegistry(limit: 1, idleTimeout: .seconds(60))
        let source = try ItemsSource()
        let open = try await registry.open(
            { StudioSession(id: $0, source: source, watchdog: nil) }, send: { _ in }, close: { _ in })

        // When another tab asks, then the first goes away and another asks again
        var refusal: StudioRefusal?
        do {
            _ = try await registry.open(
                { StudioSession(id: $0, source: source, watchdog: nil) }, send: { _ in }, close: { _ in })
        } catch {
            refusal = error
        }
        await registry.remove(open.id)
        let third = try await registry.open(
            { StudioSession(id: $0, source: source, watchdog: nil) }, send: { _ in }, close: { _ in })

        // Then the second ask is refused and the third served
        #expect(refusal == .tooManySessions(limit: 1))
        #expect(third.id == 2)
    }

    @Test func idleSessionsAreClosedAndTheirTabsTold() async throws {
        // Given a registry whose sessions idle out at once, holding one
        let registry = StudioRegistry(limit: 4, idleTimeout: .zero)
        let source = try ItemsSource()
        let told = Told()
        _ = try await registry.open(
            { StudioSession(id: $0, source: source, watchdog: nil) }, send: { _ in }, close: { told.add($0) })

        // When the registry sweeps
        let closed = await registry.closeIdle()

        // Then the session is closed and its tab was told why
        #expect(closed == 1)
        #expect(await registry.count == 0)
        #expect(told.reasons.first?.hasPrefix("closed after") == true)
    }

    @Test func aSessionStuckInCDoesNotHoldUpAnother() async throws {
        // Given a session whose button runs a backtracking search for seconds inside one C call (beyond the
        // instruction budget), and a session of a counter
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let stuckFlow = try folder.write("""
            return function(app)
              app.nav:replace_root(app.screen{ name = "stuck", title = "Stuck",
                buttons = { { title = "Search", action = function() string.rep("a", 110):find(".-.-.-.-b") end } } })
            end
            """, to: "stuck.lua")
        let counterFlow = try folder.write(Fixtures.counterFlow, to: "counter.lua")
        let stuck = StudioSession(id: 1, source: ScriptSource(URL(fileURLWithPath: stuckFlow)), watchdog: nil)
        let other = StudioSession(id: 2, source: ScriptSource(URL(fileURLWithPath: counterFlow)), watchdog: nil)
        _ = await stuck.start()
        _ = await other.start()

        // When the first session's search runs and the other is clicked meanwhile
        let clock = ContinuousClock()
        let began = clock.now
        let search = Task { await stuck.handle(message("tap", index: 0)) }
        try await Task.sleep(for: .milliseconds(100))
        var last: StudioServerMessage?
        for _ in 0..<5 {
            last = await other.handle(message("tap", index: 0))
        }
        let otherDone = clock.now - began
        _ = await search.value
        let searchDone = clock.now - began

        // Then the other session answered before the search ended: had it waited behind the search, its taps would
        // have ended after it (no tighter ratio: under the sanitizers on two busy cores a tap takes a quarter second)
        #expect(last?.screen?.title == "Taps 5")
        #expect(otherDone < searchDone, "the other session took \(otherDone), the search \(searchDone)")
        await stuck.close()
        await other.close()
    }

    private final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var reasons: [String] { lock.withLock { stored } }
        func add(_ reason: String) { lock.withLock { stored.append(reason) } }
    }
}
