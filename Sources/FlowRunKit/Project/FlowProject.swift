import FlowScript
import Foundation

/// What a command that runs one flow learns from the project around it: the project file, if any, the
/// folders `require` searches and the flow's limits. `run`, `explore` and `studio` look it up the same way,
/// through ``ScriptRootOptions/flowProject(for:)``.
struct FlowProject {
    /// The project file found or named, or `nil` with `--no-project` or when there is none.
    let file: ProjectFile?
    /// The folders `require` searches besides the flow's own, in order.
    let roots: [URL]

    /// The flow's memory limit and instruction budget: the project's, else the defaults.
    var limits: FlowScriptLimits { file?.flowLimits ?? .default }
}
