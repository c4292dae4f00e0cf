// A floor for the startup benchmark, not a target: a program that parses the command line the benchmark
// gives `flowrun run` through swift-argument-parser, as flowrun does (an async command, so the concurrency
// runtime starts too), and prints. It links no Foundation of its own; ArgumentParser brings in
// FoundationEssentials. scripts/bench-startup.sh measures it beside startup-baseline to show what the
// argument parser the issue asks for costs before flowrun does any work: a run can go no lower.
import ArgumentParser

@main
struct StartupFloor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "flowrun", subcommands: [Run.self])

    /// The options the benchmark passes to `flowrun run`, and nothing else.
    struct Run: AsyncParsableCommand {
        @Argument var flow: String
        @Option var events: String?
        @Flag var fresh = false
        @Option var state: String?

        func run() async throws {
            print("ready \(flow)")
        }
    }
}
