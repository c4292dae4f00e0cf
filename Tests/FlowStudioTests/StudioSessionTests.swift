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
    /// What a page holds after the messages it was sent: the last screen sent, and the events file put together
    /// from the whole file and the lines added since.
    private struct PageCopy {
        var screen: Screen?
        var eventsFile = ""

        mutating func take(_ message: StudioServerMessage) {
            guard case .update(let update) = message else { return }
            if let screen = update.shown?.screen { self.screen = screen }
            switch update.events {
            case .whole(let file): eventsFile = file
            case .appended(let added): eventsFile += added
            case nil: break
            }
        }
    }

    private func addItem(_ title: String, in session: StudioSession, page: inout PageCopy) async {
        page.take(await session.handle(.tap(index: 0)))
        page.take(await session.handle(.type(field: "title", text: title)))
        page.take(await session.handle(.tap(index: 1)))
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
        secondPage.take(await second.handle(.relaunch))
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
        let missing = await session.handle(.select(index: 3))

        // Then the page hears why, and the screen stays
        #expect(missing.update?.failure?.message == "screen 'items.list' has no row 4 (it has 0)")
        #expect(missing.update?.shown?.screen?.name == "items.list")
        await session.close()
    }

    @Test func anUpdateCarriesOnlyWhatChangedAndTheSpecOnlyWhenAskedFor() async throws {
        // Given a started session, whose first update carries the screen and the whole (empty) events file
        let session = StudioSession(id: 1, source: try ItemsSource(), watchdog: nil)
        let started = await session.start().update
        #expect(started?.shown?.screen?.name == "items.list")
        #expect(started?.events == .whole(""))

        // When the page taps Add, then Cancel, relaunches (the same empty list), selects a row that is not there, then resets
        let added = await session.handle(.tap(index: 0)).update
        _ = await session.handle(.tap(index: 2))
        let relaunched = await session.handle(.relaunch).update
        let missing = await session.handle(.select(index: 3)).update
        let asked = await session.handle(.spec(.copy))
        let reset = await session.handle(.reset).update

        // Then a step sends the lines it added, a screen the page shows already is left out (not after a
        // failure, which puts back the screen), the spec comes only when asked for, and a reset sends the new file
        #expect(added?.shown?.screen?.name == "items.add")
        #expect(added?.events == .appended("tap Add\n"))
        #expect(relaunched != nil && relaunched?.shown == nil)
        #expect(relaunched?.events == .appended("relaunch\n"))
        #expect(missing?.shown?.screen?.name == "items.list")
        #expect(missing != nil && missing?.events == nil)
        #expect(asked == .spec("spec of 3 events", purpose: .copy))
        #expect(reset?.events == .whole(""))
        await session.close()
    }

    @Test func aMapClickResetsAndFollowsTheNodesPathRecordingEachStep() async throws {
        // Given a session that typed a title on the add form, and a map whose node s2 is reached by Add, a
        // relaunch, and Add again
        let path: [StudioMap.Step] = [.event(.tap(title: "Add")), .relaunch, .event(.tap(title: "Add"))]
        let session = StudioSession(
            id: 1, source: try ItemsSource(map: StudioMap(svg: nil, names: ["s2": "items.add"], paths: ["s2": path])),
            watchdog: nil)
        _ = await session.start()
        _ = await session.handle(.tap(index: 0))
        _ = await session.handle(.type(field: "title", text: "Milk"))
        #expect(await session.handle(.map) == .map(svg: nil, names: ["s2": "items.add"], problem: nil))

        // When the page goes to s2, then to a node the map does not have
        let arrived = await session.handle(.goTo(node: "s2")).update
        let nowhere = await session.handle(.goTo(node: "s9"))

        // Then the session started over and took the path, which the new recording holds whole
        #expect(arrived?.shown?.screen?.name == "items.add")
        #expect(arrived?.shown?.screen?.fields.first?.value == "")
        #expect(arrived?.events == .whole("tap Add\nrelaunch\ntap Add\n"))
        #expect(nowhere == .error("no screen \"s9\" on the map"))
        await session.close()
    }

    @Test func aFailedStepIsRecordedAsTheEventThePlayerTried() async throws {
        // Given a session on the items list, which has no field
        let session = StudioSession(id: 1, source: try ItemsSource(), watchdog: nil)
        _ = await session.start()

        // When the page types into a field that is not there, then taps a button that is not there
        let typed = await session.handle(.type(field: "nope", text: "x")).update
        let tapped = await session.handle(.tap(index: 40)).update

        // Then the typing is recorded as failed (the player tried it); the tap named nothing, so nothing is recorded
        #expect(typed?.failure != nil)
        #expect(typed?.events == .appended("failed type nope x\n"))
        #expect(tapped?.failure?.message == "screen 'items.list' has no button 41 (it has 2)")
        #expect(tapped != nil && tapped?.events == nil)
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
        let search = Task { await stuck.handle(.tap(index: 0)) }
        try await Task.sleep(for: .milliseconds(100))
        var last: StudioServerMessage?
        for _ in 0..<5 {
            last = await other.handle(.tap(index: 0))
        }
        let otherDone = clock.now - began
        _ = await search.value
        let searchDone = clock.now - began

        // Then the other session answered before the search ended: had it waited behind the search, its taps would
        // have ended after it (no tighter ratio: under the sanitizers on two busy cores a tap takes a quarter second)
        #expect(last?.update?.shown?.screen?.title == "Taps 5")
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
