import FlowScript
import FlowStore
import Foundation
import LuaHost

/// What every launch of an exploration shares (the flow, its modules and limits, the base state), and the
/// replay of one path from a fresh launch in a Lua state and an in-memory store of its own. Replays share
/// nothing mutable, so several run at once (`--jobs`).
struct ExploreReplayer: Sendable {
    /// The flow explored.
    let flowFile: URL
    /// The app's modules.
    let modules: FlowModuleRegistry
    /// Where `require` looks besides the flow's folder.
    let scriptRoots: [URL]
    /// The limits every launch runs under.
    let limits: FlowScriptLimits
    /// The state each replay starts from (`--state`), copied; nil for an empty store.
    let baseStore: AppStateStore?
    /// The compiled flow and modules, shared by every launch; nil when it could not be allocated (each launch
    /// then compiles for itself).
    let chunkCache = try? LuaChunkCache()
    /// The instant modules date things with: fixed, so every replay of a path sees the same dates.
    let now: Date
    /// What is typed into fields, for fingerprints of what they hold.
    let inputs: ExploreInputs

    /// Where a replay ended.
    enum End: Sendable, Codable {
        /// The last action left `screen` on top.
        case reached(Reached)
        /// Step `step` failed (0 is the launch, `n` the path's n-th action).
        case failed(kind: ExploreFindingKind, message: String, step: Int)
    }

    /// A screen a replay reached, with what the explorer needs to go on from it.
    struct Reached: Sendable, Codable {
        let screen: Screen
        /// The navigation's stacks, by module, under the screen.
        let hierarchy: [[String]]
        /// Whether `back` has somewhere to go.
        let canGoBack: Bool
        /// Whether the last action changed anything: the screen, the navigation, the state or announcements.
        let changed: Bool
        /// The screen's fingerprint and the store's digest.
        let position: ExplorePosition
    }

    /// Launches the flow over a fresh store and applies `path`.
    func replay(_ path: [ExploreAction]) async -> End {
        let (end, session) = await replaySession(path)
        session?.close()
        return end
    }

    /// Launches the flow over a fresh store and applies `path`; the session is returned, standing where the
    /// path led, when the path reached a screen.
    func replaySession(_ path: [ExploreAction]) async -> (End, ExploreSession?) {
        let session: ExploreSession
        switch await ExploreSession.start(self) {
        case .success(let started): session = started
        case .failure(let failure): return (.failed(kind: failure.kind, message: failure.message, step: 0), nil)
        }
        for (offset, action) in path.enumerated() {
            if case .failure(let failure) = await session.apply(action) {
                session.close()
                return (.failed(kind: failure.kind, message: failure.message, step: offset + 1), nil)
            }
        }
        return (.reached(session.reached), session)
    }

    /// The kind of a failed step, from its first problem's cause.
    static func kind(of error: FlowDriverError) -> ExploreFindingKind {
        switch error {
        case .startFailed(let problems), .eventFailed(_, _, _, let problems):
            guard let first = problems.first else { return .flowError }
            switch first {
            case .failed(let cause), .rendering(let cause): return kind(of: cause)
            case .work: return .callbackFailed
            case .navigation: return .eventFailed
            case .noScreen: return .noScreen
            }
        case .noScreenShown: return .noScreen
        case .alreadyStarted, .notStarted: return .eventFailed
        }
    }

    /// The kind of an error a step threw: the Lua state's limits, the flow's own errors, or the host's refusal.
    static func kind(of cause: any Error) -> ExploreFindingKind {
        switch cause {
        case let error as LuaError:
            switch error {
            case .timeout: return .timeout
            case .memory: return .outOfMemory
            default: return .flowError
            }
        case let error as FlowScriptError:
            switch error {
            case .memoryExhausted: return .outOfMemory
            case .startFailed(let error), .callbackFailed(let error), .loadFailed(let error), .syntax(let error),
                 .stateUnavailable(let error):
                return kind(of: error)
            default: return .flowError
            }
        case is FlowEventError, is NavigationError, is AdapterActionError, is ScreenAdapterError:
            return .eventFailed
        default:
            return .eventFailed
        }
    }
}
