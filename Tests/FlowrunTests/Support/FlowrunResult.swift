/// What one run of the `flowrun` binary left: its exit status and both outputs.
struct FlowrunResult {
    /// The exit status (or the signal number, if one ended it: see ``wasSignalled``).
    var status: Int32
    /// Whether a signal ended the process (a crash), rather than `exit`.
    var wasSignalled: Bool
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// The standard output's non-empty lines.
    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}
