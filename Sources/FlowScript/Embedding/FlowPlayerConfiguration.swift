import FlowStore
import Foundation

/// What a ``FlowPlayer`` runs: the flow, the state it starts from and the limits it runs under.
public struct FlowPlayerConfiguration {
    /// The flow script.
    public var flowFile: URL
    /// The state every launch starts from a copy of; the player never writes to it.
    public var base: AppStateStore
    /// The app's modules.
    public var modules: FlowModuleRegistry
    /// Where `require` looks besides the flow's own folder.
    public var scriptRoots: [URL]
    /// The flow's memory limit and instruction budget.
    public var limits: FlowScriptLimits
    /// The clock modules date things with.
    public var now: () -> Date
    /// Watches each load, start and event, as `--time-limit` does; `nil` for none.
    public var watchdog: WallClockWatchdog?
    /// Receives what the flow prints as it prints it; `nil` collects it into each step's
    /// ``FlowPlayerUpdate/printed``.
    public var print: ((String) -> Void)?

    /// Creates a configuration.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - base: The starting state; each launch gets an in-memory copy.
    ///   - modules: The app's modules.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's limits.
    ///   - now: The clock.
    ///   - watchdog: Reports work stuck past a wall-clock limit.
    ///   - print: Receives what the flow prints as it prints it; `nil` hands it to each update.
    public init(
        flowFile: URL, base: AppStateStore, modules: FlowModuleRegistry, scriptRoots: [URL] = [],
        limits: FlowScriptLimits = .default, now: @escaping () -> Date = Date.init,
        watchdog: WallClockWatchdog? = nil, print: ((String) -> Void)? = nil
    ) {
        self.flowFile = flowFile
        self.base = base
        self.modules = modules
        self.scriptRoots = scriptRoots
        self.limits = limits
        self.now = now
        self.watchdog = watchdog
        self.print = print
    }
}
