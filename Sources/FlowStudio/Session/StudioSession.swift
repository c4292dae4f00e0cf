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
        switch message {
        case .tap(let index):
            return await apply(.tapButton(index: index), player: player)
        case .select(let index):
            return await apply(.selectRow(index: index), player: player)
        case .type(let field, let text):
            return await apply(.type(fieldID: field, text: text), player: player)
        case .back:
            return await apply(.back, player: player)
        case .relaunch:
            return page.message(for: await relaunch(player), recording: recording)
        case .reset:
            return page.message(for: await reset(player), recording: recording)
        case .map:
            let map = await source.map()
            self.map = map
            return .map(svg: map.svg, names: map.names, problem: map.problem)
        case .goTo(let node):
            return await goTo(node, player: player)
        case .spec(let purpose):
            // Built only when asked for: the skeleton is rebuilt whole, and most clicks never need it.
            return .spec(recording.specText, purpose: purpose)
        case .echo(let text):
            return .echo(text: text)
        }
    }

    /// Loads the scripts again and replays the session's events, as `--watch` does.
    /// - Parameter notice: What changed, which the step's label starts with.
    func reload(notice: String) async -> StudioServerMessage? {
        guard let player else { return nil }
        let update = await player.reload()
        return page.message(for: update, recording: recording, label: notice + ": " + update.label)
    }

    /// Releases the Lua state and lets the session's thread end.
    func close() {
        player?.close()
        player = nil
        executor.stop()
    }

    /// Starts over from a fresh copy of the starting state, with a new recording.
    private func reset(_ player: FlowPlayer) async -> FlowPlayerUpdate {
        recording = source.recording()
        let update = await player.send(.reset)
        if update.failure == nil, let app = player.app {
            recording.started(app: app)
        }
        return update
    }

    /// Relaunches the flow over the session's state and records it.
    private func relaunch(_ player: FlowPlayer) async -> FlowPlayerUpdate {
        let update = await player.send(.relaunch)
        if update.failure == nil, let app = player.app {
            recording.relaunched(app: app)
        }
        return update
    }

    /// Applies one input and records the event it stood for, applied or failed.
    private func apply(_ input: FlowPlayerInput, player: FlowPlayer) async -> StudioServerMessage {
        page.message(for: await step(input, player: player), recording: recording)
    }

    private func step(_ input: FlowPlayerInput, player: FlowPlayer) async -> FlowPlayerUpdate {
        let shown = player.latest?.screen
        let update = await player.send(input)
        if let event = update.event, let shown, let app = player.app {
            if update.failure == nil {
                recording.applied(event, on: shown, app: app)
            } else {
                recording.failed(event, on: shown, app: app)
            }
        }
        return update
    }

    /// Brings the session to a map node: a reset, then the node's shortest path.
    private func goTo(_ node: String, player: FlowPlayer) async -> StudioServerMessage {
        guard let path = map?.paths[node] else { return .error("no screen \(node.debugDescription) on the map") }
        var update = await reset(player)
        for step in path where update.failure == nil {
            switch step {
            case .relaunch: update = await relaunch(player)
            case .event(let event): update = await self.step(.event(event), player: player)
            }
        }
        return page.message(for: update, recording: recording)
    }
}
