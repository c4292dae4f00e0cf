import ArgumentParser

/// `--clock INSTANT`: the instant created items are dated with, instead of the time of day, so runs repeat.
/// Shared by `run` and `studio` through `@OptionGroup`.
struct ClockOption: ParsableArguments {
    /// The instant given, if any.
    @Option(
        name: .customLong("clock"),
        help: ArgumentHelp(
            "Date created items with this instant (2024-01-01T00:00:00Z) instead of now.",
            valueName: "instant"),
        transform: { text throws(ClockInstantError) in try ClockInstant(parsing: text) })
    var instant: ClockInstant?
}
