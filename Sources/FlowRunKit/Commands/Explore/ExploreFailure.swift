import FlowExplore
import FlowScript
import FlowStore

/// Why `flowrun explore` could not start or could not write what it found; a finding is not a failure here.
enum ExploreFailure: Error {
    /// The options, the inputs file or the state to start from.
    case explore(ExploreError)
    /// The state directory could not be opened.
    case state(AppStateStoreError)
    /// The flow did not load (as `flowrun run` reports it).
    case launch(FlowLaunchError)
    /// An output file or folder could not be written.
    case unwritable(what: String, path: String, reason: String)
    /// `dot` is not installed: the map was written as DOT instead.
    case graphvizMissing(requested: String, wrote: String)
    /// `dot` ran and failed.
    case graphvizFailed(path: String, status: Int32, message: String)
    /// The project file (`flowhost.json`) cannot be used.
    case project(ProjectFileError)

    /// 2 for everything: each means the run did not do all it was asked.
    var exitCode: Int32 { RunFailure.usageExitCode }

    /// The message `flowrun: ` is put in front of.
    var description: String {
        switch self {
        case .explore(let error):
            error.description
        case .state(let error):
            error.description
        case .launch(let error):
            error.description
        case .unwritable(let what, let path, let reason):
            "cannot write \(what) \(path): \(reason)"
        case .graphvizMissing(let requested, let wrote):
            "cannot draw \(requested): Graphviz's `dot` is not on PATH (install it: apt-get install graphviz); "
                + "the map was written as DOT to \(wrote)"
        case .graphvizFailed(let path, let status, let message):
            "dot failed (exit status \(status)) drawing \(path)" + (message.isEmpty ? "" : ": \(message)")
        case .project(let error):
            error.description
        }
    }
}
