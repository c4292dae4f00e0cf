import FlowScript
import Synchronization

/// What a runner is started with: the name its help and usage lines show (`flowrun`, or an app's own such
/// as `settings-run`) and the feature modules its flows and specs use.
///
/// ``Flowrun/main(modules:)`` sets it once, before the command line is parsed; the commands read it. It is
/// held behind a lock rather than in a `nonisolated(unsafe)` variable, so a read racing the one write (a
/// test parsing a command line, say) is still well defined.
struct RunnerConfiguration: Sendable {
    /// The name the runner was started as.
    var name = "flowrun"
    /// The registered modules.
    var modules: FlowModuleRegistry = .empty

    /// The runner's configuration: the defaults until ``Flowrun/main(modules:)`` sets them.
    static let current = Mutex(RunnerConfiguration())
}
