import FlowStore
import FlowScript
import Foundation

/// A flow ready to run over the user's state file: the state store and the launch over it (the app, the Lua
/// host with the flow loaded, and its driver), which a ``FlowPlayer`` adopts to run it. ``close()`` releases them
/// in order: the Lua state first, then the store, whose close checkpoints what the run saved into the state file.
final class FlowSession {
    /// The store the app saves to.
    let store: AppStateStore
    /// The app, the Lua state the flow runs in, and the driver that records the run; not started.
    let launch: FlowLaunch
    /// The flow file's path as the user gave it, for messages.
    let flowPath: String

    /// Opens the state, builds the app and loads the flow.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - stateDirectory: Where the state file lives; created when missing.
    ///   - durability: How far each of the state file's commits is made durable before it returns.
    ///   - fresh: Whether to empty the state before the flow starts. Only a store that opened, for a flow
    ///     that loaded, is emptied: a refused file is never deleted or rewritten, and a run that ends in a
    ///     load error loses nothing.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's memory limit and instruction budget.
    ///   - now: The clock that dates created items (`--clock` fixes it).
    /// - Throws: ``RunFailure/state(_:)`` or ``RunFailure/script(_:)``.
    convenience init(
        flowFile: URL, stateDirectory: URL, durability: StoreDurability, fresh: Bool, scriptRoots: [URL],
        limits: FlowScriptLimits = .default, now: @escaping () -> Date
    ) throws(RunFailure) {
        let store: AppStateStore
        do {
            store = try AppStateStore(directory: stateDirectory, schema: Flowrun.modules.schema, durability: durability)
        } catch let error as AppStateStoreError {
            throw .state(error)
        } catch {
            throw .state(.cannotOpen(path: stateDirectory.path, reason: String(describing: error)))
        }
        try self.init(flowFile: flowFile, store: store, scriptRoots: scriptRoots, limits: limits, now: now)
        // Only once the flow has loaded: a run that ends in a load error changes nothing.
        if fresh {
            do {
                try store.reset()
            } catch {
                close()
                throw .state(error as? AppStateStoreError
                    ?? .cannotOpen(path: stateDirectory.path, reason: String(describing: error)))
            }
        }
    }

    /// Builds the app over `store` and loads the flow; the session owns the store from then on, and closes it
    /// also when the flow does not load.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - store: The state the app saves to.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's memory limit and instruction budget.
    ///   - now: The clock that dates created items (`--clock` fixes it).
    /// - Throws: ``RunFailure/module(_:)`` or ``RunFailure/script(_:)``.
    init(
        flowFile: URL, store: AppStateStore, scriptRoots: [URL], limits: FlowScriptLimits = .default,
        now: @escaping () -> Date
    ) throws(RunFailure) {
        let flow: FlowLaunch
        do {
            // A flow's print goes to stderr, so it never breaks a transcript or a screen on stdout.
            flow = try FlowLaunch(
                flowFile: flowFile, store: store, modules: Flowrun.modules, scriptRoots: scriptRoots, limits: limits,
                print: Diagnostics.writePrinted, now: now)
        } catch {
            try? store.close()
            switch error {
            case .module(let error): throw .module(error)
            case .script(let error): throw .script(error)
            }
        }
        self.store = store
        self.launch = flow
        self.flowPath = flowFile.relativePath
    }

    /// Releases the Lua state and closes the store. Everything the flow saved was committed when it
    /// was written, so a close that fails loses nothing; it is reported, not fatal.
    func close() {
        launch.close()
        do {
            try store.close()
        } catch {
            Diagnostics.report("warning: \(error)")
        }
    }
}
