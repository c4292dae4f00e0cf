import ArgumentParser
import FlowScript

/// `--time-limit SECONDS`: how long one step (a flow's start, an event, a scenario) may run on the wall
/// clock, for a script stuck where its instruction budget cannot stop it. Shared by `run`, `test` and
/// `studio` through `@OptionGroup`.
struct TimeLimitOption: ParsableArguments {
    /// The limit given, if any.
    @Option(
        name: .customLong("time-limit"),
        help: ArgumentHelp(
            "Stop a start, event or scenario stuck this long (default: the project's time_limit, else 60).",
            valueName: "seconds"))
    var limit: TimeLimit?

    /// The option's limit, else the project's, else ``TimeLimit/default``.
    func resolved(project: ProjectFile?) -> TimeLimit {
        limit ?? project?.timeLimit ?? .default
    }
}
