import ArgumentParser

extension Flowrun {
    /// `flowrun completion bash|zsh|fish`: prints the shell completion script, which completes subcommands,
    /// options, and paths by their kind (flows, spec folders, output files).
    struct CompletionCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "completion",
            abstract: "Print the completion script for bash, zsh or fish.",
            discussion: """
                bash:  source <(flowrun completion bash)      (in ~/.bashrc)
                zsh:   flowrun completion zsh > "${fpath[1]}/_flowrun"
                fish:  flowrun completion fish > ~/.config/fish/completions/flowrun.fish
                """
        )

        /// The shell, by name.
        @Argument(help: ArgumentHelp("bash, zsh or fish.", valueName: "shell"))
        var shell: String

        /// Refuses a shell ArgumentParser has no script for.
        /// - Throws: `ValidationError` naming the shells there are.
        func validate() throws {
            guard CompletionShell(rawValue: shell) != nil else {
                let names = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("completion \(shell): no such shell; give one of \(names)")
            }
        }

        func run() throws {
            guard let shell = CompletionShell(rawValue: shell) else { return }
            print(Flowrun.completionScript(for: shell), terminator: "")
        }
    }
}
