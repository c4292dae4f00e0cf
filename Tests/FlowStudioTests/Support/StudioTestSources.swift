@testable import FlowStudio
import FlowModules
import FlowScript
import FlowStore
import Foundation

/// The demo's items flow (scripts/items.lua) over an empty state, with a recording that lists the events and a
/// map of the test's choosing.
final class ItemsSource: StudioFlowSource, @unchecked Sendable {
    let base: AppStateStore
    let scripts: URL
    private let studioMap: StudioMap

    init(map: StudioMap = StudioMap(svg: nil, names: [:], paths: [:])) throws {
        base = try AppStateStore.inMemory()
        scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts")
        studioMap = map
    }

    func playerConfiguration(watchdog: WallClockWatchdog?) throws -> FlowPlayerConfiguration {
        FlowPlayerConfiguration(
            flowFile: scripts.appendingPathComponent("items.lua"), base: try base.inMemoryCopy(),
            modules: BuiltInModules.registry(), scriptRoots: [scripts], watchdog: watchdog)
    }

    func recording() -> any StudioRecording { EventList() }

    func map() async -> StudioMap { studioMap }
}

/// A flow file of the test's own, over an empty state.
final class ScriptSource: StudioFlowSource, @unchecked Sendable {
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

/// A recording that lists each event as its events-file line, failures marked, and a spec that counts them.
final class EventList: StudioRecording {
    var events: [String] = []
    func started(app: FlowApp) {}
    func relaunched(app: FlowApp) { events.append("relaunch") }
    func applied(_ event: FlowEvent, on screen: Screen, app: FlowApp) { events.append(event.description) }
    func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp) { events.append("failed " + event.description) }
    var eventsText: String { events.map { $0 + "\n" }.joined() }
    var specText: String { "spec of \(events.count) events" }
}
