import ArgumentParser
import FlowSpec

/// `--seed N`: the seed of a shuffled order, a whole number from 0 to `UInt64.max`. Shared by `test`
/// (`--shuffle`) and `explore` through `@OptionGroup`, so a bad value gets one message naming it in both.
struct SeedOption: ParsableArguments {
    // Unconditional: `-1` is a value, which validate() refuses in flowrun's words, rather than a flag that
    // leaves the option without one.
    /// The text given, if any.
    @Option(
        name: .customLong("seed"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "The seed of a shuffled order; the same seed repeats the order.",
            valueName: "n"))
    var text: String?

    /// The seed given, if any; nil too for a malformed one, which ``validate()`` has refused.
    var seed: UInt64? {
        text.flatMap { try? ScenarioShuffle(parsingSeed: $0).seed }
    }

    /// Refuses a seed that is not a whole number in range, naming it.
    /// - Throws: `ValidationError` such as `--seed -1: the seed must be a whole number from 0 to ...`.
    func validate() throws {
        guard let text else { return }
        do {
            _ = try ScenarioShuffle(parsingSeed: text)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
