/// Why a tmux-driven test could not go on.
enum TmuxError: Error, CustomStringConvertible {
    /// No tmux binary was found.
    case notInstalled
    /// A tmux command exited with `status`.
    case commandFailed([String], status: Int32)
    /// The pane never showed `waitingFor`; `pane` is what it showed last.
    case timedOut(waitingFor: String, pane: String)

    var description: String {
        switch self {
        case .notInstalled:
            "tmux is not installed"
        case .commandFailed(let arguments, let status):
            "tmux \(arguments.joined(separator: " ")) exited with \(status)"
        case .timedOut(let text, let pane):
            "the pane never showed '\(text)'; it showed:\n\(pane)"
        }
    }
}
