import FlowScript
import Foundation

/// One browser tab's session: its own player (its own Lua state and in-memory copy of the starting state) and
/// its own recording, on an actor whose jobs run on a thread of its own (``StudioThreadExecutor``), so a script
/// stuck in one session never holds the threads the others run on.
actor StudioSession {
    /// The session's number, for the server's log.
    nonisolated let id: Int
    private nonisolated let executor: StudioThreadExecutor
    private let source: any StudioFlowSource
    private let watchdog: WallClockWatchdog?
    private var player: FlowPlayer?
    private var recording: any StudioRecording
    private var map: StudioMap?
    /// What the page shows, so that an update carries only what changed (``StudioPageState``).
    private var page = StudioPageState()

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Creates a session; nothing runs until ``start()``.
    /// - Parameters:
    ///   - id: The session's number.
    ///   - source: The flow, its state and recorders.
    ///   - watchdog: Reports a step stuck past `--time-limit`.
    init(id: Int, source: any StudioFlowSource, watchdog: WallClockWatchdog?) {
        self.id = id
        self.source = source
        self.watchdog = watchdog
        executor = StudioThreadExecutor(name: "flowrun studio session \(id)")
        recording = source.recording()
    }

    /// Starts the flow over a fresh copy of the starting state.
    func start() async -> StudioServerMessage {
        let player: FlowPlayer
        do {
            player = FlowPlayer(try source.playerConfiguration(watchdog: watchdog))
        } catch {
            return .error("the starting state could not be copied: \(error)")
        }
        self.player = player
        let update = await player.start()
        if update.failure == nil, let app = player.app {
            recording.started(app: app)
        }
        return page.message(for: update, recording: recording)
    }

    /// Acts on one message of the page.
    /// - Returns: What to send back.
    func handle(_ message: StudioClientMessage) async -> StudioServerMessage {
        guard let player else { return .error("the session has not started") }
        switch message.type {
        case "tap":
            return await apply(.tapButton(index: message.index ?? -1), player: player)
        case "select":
            return await apply(.selectRow(index: message.index ?? -1), player: player)
        case "type":
            guard let field = message.field else { return .error("a type message names a field") }
            return await apply(.type(fieldID: field, text: message.text ?? ""), player: player)
        case "back":
            return await apply(.back, player: player)
        case "relaunch":
            return page.message(for: await relaunch(player), recording: recording)
        case "reset":
            recording = source.recording()
            let update = await player.send(.reset)
            if update.failure == nil, let app = player.app {
                recording.started(app: app)
            }
            return page.message(for: update, recording: recording)
        case "map":
            let map = await source.map()
            self.map = map
            var reply = StudioServerMessage(type: "map", svg: map.svg, names: map.names)
            reply.error = map.problem
            return reply
        case "goto":
            return await goTo(message.node ?? "", player: player)
        case "spec":
            // Built only when asked for: the skeleton is rebuilt whole, and most clicks never need it.
            return StudioServerMessage(type: "spec", spec: recording.specText, text: message.text)
        case "echo":
            return StudioServerMessage(type: "echo", text: message.text)
        default:
            return .error("unknown message type \(message.type.debugDescription)")
        }
    }

    /// Loads the scripts again and replays the session's events, as `--watch` does.
    func reload() async -> StudioServerMessage? {
        guard let player else { return nil }
        return page.message(for: await player.reload(), recording: recording)
    }

    /// Releases the Lua state and lets the session's thread end.
    func close() {
        player?.close()
        player = nil
        executor.stop()
    }

    /// Relaunches the flow over the session's state and records it.
    private func relaunch(_ player: FlowPlayer) async -> FlowPlayerUpdate {
        let update = await player.send(.relaunch)
        if update.failure == nil, let app = player.app {
            recording.relaunched(app: app)
        }
        return update
    }

    /// Applies one event and records it.
    private func apply(_ input: FlowPlayerInput, player: FlowPlayer) async -> StudioServerMessage {
        let shown = player.latest?.screen
        let before = player.events.count
        let update = await player.send(input)
        if let app = player.app, let shown {
            if player.events.count > before, let event = player.events.last {
                recording.applied(event, on: shown, app: app)
            } else if update.failure != nil, let event = Self.event(input, on: shown) {
                recording.failed(event, on: shown, app: app)
            }
        }
        return page.message(for: update, recording: recording)
    }

    /// The event `input` stood for on `screen`, for the recording of a failure; `nil` when it named nothing.
    private static func event(_ input: FlowPlayerInput, on screen: Screen) -> FlowEvent? {
        switch input {
        case .tapButton(let index):
            screen.tappableButtons.indices.contains(index) ? screen.tapEvent(forButtonAt: index) : nil
        case .selectRow(let index): screen.rows.indices.contains(index) ? .select(row: index + 1) : nil
        case .type(let fieldID, let text): .type(fieldID: fieldID, text: text)
        case .back: .back
        case .event(let event): event
        case .eventLine(let line): line.event
        case .relaunch, .reset: nil
        }
    }

    /// Brings the session to a map node: a reset, then the node's shortest path.
    private func goTo(_ node: String, player: FlowPlayer) async -> StudioServerMessage {
        guard let path = map?.paths[node] else { return .error("no screen \(node.debugDescription) on the map") }
        recording = source.recording()
        var update = await player.send(.reset)
        if update.failure == nil, let app = player.app {
            recording.started(app: app)
        }
        for action in path where update.failure == nil {
            if action == "relaunch" {
                update = await relaunch(player)
                continue
            }
            let event: FlowEvent?
            do {
                event = try FlowEventParser(source: "map").parseLine(action, number: 1)
            } catch {
                return .error("the map's path holds \(action.debugDescription): \(error)")
            }
            guard let event else { continue }
            let shown = player.latest?.screen
            update = await player.send(.event(event))
            if update.failure == nil, let shown, let app = player.app {
                recording.applied(event, on: shown, app: app)
            }
        }
        return page.message(for: update, recording: recording)
    }
}
