import ArgumentParser
import FlowBundle
import Foundation
import FlowScript

/// `flowrun`: runs FlowHost's Lua flows in the terminal or from event files, and runs their acceptance
/// specs.
///
/// The root only dispatches; each subcommand lives in its own file as an extension. Its `main()` maps
/// every usage error to exit status 2 and prints every failure as `flowrun: message` on stderr.
public struct Flowrun: AsyncParsableCommand {
    /// What `flowrun --version` prints.
    public static let version = FlowHostVersion.current.description

    /// The command line: named after the runner (`flowrun`, or an app's own such as `settings-run`), with the
    /// registered modules listed in the help, generated from their declarations.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: runnerName,
            abstract: "Run FlowHost's Lua app flows and their acceptance specs.",
            discussion: """
                A flow is a Lua script that composes the app's Swift screens through its modules; see \
                docs/FlowScripts.md. `run` shows a flow in the terminal or drives it with events; `test` runs \
                the acceptance specs; `modules` lists what each module declares.

                \(moduleSummary)

                Example:
                  \(runnerName) run examples/app.lua
                  \(runnerName) run scripts/login.lua --transcript json \\
                    --events Tests/Fixtures/login.events
                """,
            version: version,
            subcommands: [
                RunCommand.self, TestCommand.self, ExploreCommand.self, StubsCommand.self, ModulesCommand.self,
                InitCommand.self, CompletionCommand.self, StudioCommand.self, BundleCommand.self, VerifyCommand.self,
                BundlesCommand.self, KeysCommand.self,
            ]
        )
    }

    /// The name the runner was started as: what its help and usage lines show.
    static var runnerName: String { RunnerConfiguration.current.withLock { $0.name } }

    /// The registered modules, for the help.
    static var moduleSummary: String {
        let names = modules.declarations.map(\.name)
        guard !names.isEmpty else { return "Modules: none registered." }
        return "Modules: \(names.joined(separator: ", ")) (`\(runnerName) modules` lists what each declares)."
    }

    /// Creates the command with no arguments parsed (ArgumentParser's requirement).
    public init() {}

    /// The feature modules flows and specs use; set by ``main(modules:)`` before the command line is parsed.
    static var modules: FlowModuleRegistry { RunnerConfiguration.current.withLock { $0.modules } }

    /// Runs `flowrun` with `modules`: an app's runner passes its own modules with the built-ins.
    ///
    ///     @main enum AppRunner {
    ///         static func main() async {
    ///             await Flowrun.main(modules: BuiltInModules.all + [SettingsModule()])
    ///         }
    ///     }
    ///
    /// Two modules with one name, or with one preset, event or persisted key, end the run with exit status 2
    /// and a message naming them.
    /// - Parameter modules: The modules, in registration order.
    public static func main(modules: [any FlowModule]) async {
        if let launched = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }), !launched.isEmpty {
            RunnerConfiguration.current.withLock { $0.name = launched }
        }
        do {
            let registry = try FlowModuleRegistry(modules)
            RunnerConfiguration.current.withLock { $0.modules = registry }
        } catch {
            Diagnostics.report(error.description)
            self.exit(withError: ExitCode(RunFailure.usageExitCode))
        }
        await main()
    }

    /// Parses the command line and runs the chosen subcommand.
    ///
    /// Replaces ArgumentParser's `main()` for three reasons: its usage errors exit with 64 (`EX_USAGE`)
    /// where flowrun documents 2, its messages start with `Error:` where flowrun's start with
    /// `flowrun:`, and its help puts the prose before USAGE (``HelpLayout``). Help and `--version` still
    /// print to stdout and exit 0.
    public static func main() async {
        if let message = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) {
            Diagnostics.report(message)
            self.exit(withError: ExitCode(RunFailure.usageExitCode))
        }
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            self.exit(withError: exit)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help: USAGE and the options first, the prose after them.
                let help = fullMessage(for: error)
                if help.hasPrefix("OVERVIEW: ") {
                    print(HelpLayout.reordered(help), terminator: "")
                    self.exit(withError: ExitCode.success)
                }
                self.exit(withError: error)
            }
            let usage = code == .validationFailure
            let text = Self.strippingErrorPrefix(usage ? fullMessage(for: error) : message(for: error))
            // An `ExitCode` thrown from a `validate()` arrives wrapped, without a message: whoever threw
            // it has reported already.
            if !text.isEmpty {
                Diagnostics.report(text)
            }
            self.exit(withError: ExitCode(usage ? RunFailure.usageExitCode : code.rawValue))
        }
    }

    /// Why `arguments` name no sub-command, with the one most likely meant (`flowrun tset`: did you mean
    /// `test`?); nil when the first argument is a sub-command, `help` or an option, or there is none.
    static func unknownSubcommand(in arguments: [String]) -> String? {
        guard let typed = arguments.first, !typed.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(typed) else { return nil }
        let meant = ClosestName.of(typed, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(typed)'\(meant) (commands: \(names.joined(separator: ", ")))"
    }

    /// ArgumentParser starts its messages with `Error: `; flowrun's prefix replaces it.
    private static func strippingErrorPrefix(_ text: String) -> String {
        let prefix = "Error: "
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return trimmed.hasPrefix(prefix) ? String(trimmed.dropFirst(prefix.count)) : trimmed
    }
}
