import FlowScript
import FlowStore
import Foundation
import LuaHost

/// Replays one path from a fresh state, in a Lua state and an in-memory store of its own, and reports where
/// it ended. Replays share nothing mutable, so several run at once (`--jobs`).
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

    /// Where a replay ended.
    enum End: Sendable {
        /// The last action left `screen` on top.
        case reached(Reached)
        /// Step `step` failed (0 is the launch, `n` the path's n-th action).
        case failed(kind: ExploreFindingKind, message: String, step: Int)
    }

    /// A screen a replay reached, with what the explorer needs to go on from it.
    struct Reached: Sendable {
        let screen: Screen
        /// The navigation's stacks, by module, under the screen.
        let hierarchy: [[String]]
        /// Whether `back` has somewhere to go.
        let canGoBack: Bool
        /// Whether the last action changed anything: the screen, the navigation, the state or announcements.
        let changed: Bool
    }

    /// Launches the flow over a fresh store and applies `path`.
    func replay(_ path: [ExploreAction]) async -> End {
        let store: AppStateStore
        do {
            store = try baseStore?.inMemoryCopy() ?? AppStateStore.inMemory(schema: modules.schema)
        } catch {
            return .failed(kind: .flowError, message: "the state could not be made: \(error)", step: 0)
        }
        defer { try? store.close() }
        var launch: FlowLaunch
        switch await start(over: store) {
        case .success(let started): launch = started
        case .failure(let failure): return .failed(kind: failure.kind, message: failure.message, step: 0)
        }
        defer { launch.close() }
        var changed = true
        for (offset, action) in path.enumerated() {
            let isLast = offset == path.count - 1
            // Only the last action's effect is judged: the steps before it only lead there.
            let before = isLast ? launch.driver.screen : nil
            let savedBefore = isLast ? (try? store.changeCount()) ?? 0 : 0
            var steps: [TranscriptStep] = []
            switch action {
            case .relaunch:
                launch.close()
                switch await start(over: store) {
                case .success(let started): launch = started
                case .failure(let failure):
                    return .failed(kind: failure.kind, message: failure.message, step: offset + 1)
                }
            case .event(let event):
                do {
                    steps = try await launch.driver.send(event)
                } catch {
                    let kind = Self.kind(of: error)
                    return .failed(kind: kind, message: error.description, step: offset + 1)
                }
            }
            if isLast {
                let navigated = steps.first?.navigation.map { !$0.isEmpty } ?? false
                changed = action == .relaunch || navigated || steps.count > 1 || launch.driver.screen != before
                    || ((try? store.changeCount()) ?? 0) != savedBefore
            }
        }
        guard let screen = launch.driver.screen else {
            return .failed(kind: .noScreen, message: "no screen is shown", step: path.count)
        }
        let navigation = launch.app.navigation
        return .reached(Reached(
            screen: screen, hierarchy: navigation.hierarchy, canGoBack: navigation.canGoBack, changed: changed))
    }

    /// Why a launch failed, classified.
    private struct LaunchFailure: Error {
        let kind: ExploreFindingKind
        let message: String
    }

    /// Loads the flow over `store` and starts it.
    private func start(over store: AppStateStore) async -> Result<FlowLaunch, LaunchFailure> {
        let launch: FlowLaunch
        do {
            launch = try FlowLaunch(
                flowFile: flowFile, store: store, modules: modules, scriptRoots: scriptRoots, limits: limits,
                chunkCache: chunkCache, print: { _ in }, now: { [now] in now })
        } catch {
            let kind: ExploreFindingKind = switch error {
            case .script(let error): Self.kind(of: error)
            case .module: .flowError
            }
            return .failure(LaunchFailure(kind: kind, message: error.description))
        }
        do {
            try await launch.driver.start(launch.start)
        } catch {
            launch.close()
            return .failure(LaunchFailure(kind: Self.kind(of: error), message: error.description))
        }
        return .success(launch)
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
