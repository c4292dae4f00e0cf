import Foundation

/// Resolves where FlowHost keeps its state by default, following the XDG Base Directory specification.
///
/// The default of flowrun's `--state DIR`: `$XDG_STATE_HOME/flowhost`, or `~/.local/state/flowhost` when
/// `XDG_STATE_HOME` is unset, empty or relative (the specification says to ignore a relative value).
public enum StateDirectory {
    /// The name of FlowHost's folder inside the state home.
    public static let folderName = "flowhost"

    /// The default per-user state directory. It is not created here; `AppStateStore(directory:)` creates it.
    /// - Parameters:
    ///   - environment: The variables to read `XDG_STATE_HOME` and `HOME` from; the process's by default.
    ///   - homeDirectory: The home directory used when `HOME` is unset or empty; the current user's by default.
    public static func defaultURL(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return URL(fileURLWithPath: stateHome, isDirectory: true)
                .appendingPathComponent(folderName, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? homeDirectory
        return home
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("state", isDirectory: true)
            .appendingPathComponent(folderName, isDirectory: true)
    }
}
