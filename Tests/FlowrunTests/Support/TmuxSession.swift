#if canImport(Glibc)
import FlowTestSupport
import FlowHostTestSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A detached tmux session running `flowrun` in a real pseudo-terminal, on a server of its own (`-S`),
/// so tests can type into it and read the screen a person would see.
///
/// The command runs under `sh`, which prints `[exit N]` when flowrun ends and then waits, so the pane
/// (and the status) stay readable; ``close()`` ends the whole server.
final class TmuxSession {
    /// The tmux binary, when one is installed.
    static let executable: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .map { URL(fileURLWithPath: $0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Whether tmux tests run: when tmux is installed, and always in CI (`CI=true`), where a missing tmux fails
    /// them (`TmuxError.notInstalled`) rather than skipping them.
    static var isAvailable: Bool { executable != nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    private let tmux: URL
    /// Holds the server's socket (`-S`), so nothing is left behind in tmux's shared socket folder.
    private let folder: TemporaryDirectory
    private let target = "flowrun"

    /// Starts `flowrun arguments` in a new `width`×`height` session in the package root.
    /// - Parameter environment: Variables set for flowrun (`NO_COLOR` is removed unless given here).
    init(_ arguments: [String], environment: [String: String] = [:], width: Int = 160, height: Int = 60) throws {
        guard let tmux = Self.executable else { throw TmuxError.notInstalled }
        self.tmux = tmux
        folder = try TemporaryDirectory()
        let assignments = environment.map { "\($0.key)=\($0.value)" }
        let script = #"env -u NO_COLOR "$@"; echo "[exit $?]"; exec sleep 600"#
        try run([
            "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", "-c", PackagePaths.root.path, "--",
            "sh", "-c", script, "sh", "env"] + assignments + [PackagePaths.flowrunBinary.path] + arguments)
    }

    /// Starts an interactive bash with job control (prompt `$ `) in a new `width`×`height` session in the package
    /// root, for tests that stop and continue flowrun as a user does (Ctrl-Z, `fg`).
    init(interactiveShellWidth width: Int = 120, height: Int = 30) throws {
        guard let tmux = Self.executable else { throw TmuxError.notInstalled }
        self.tmux = tmux
        folder = try TemporaryDirectory()
        try run([
            "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", "-c", PackagePaths.root.path, "--",
            "env", "-u", "NO_COLOR", "PS1=$ ", "bash", "--norc", "--noprofile", "-i"])
    }

    deinit {
        close()
    }

    /// Pastes `text` as a terminal does: marked as a paste (`ESC [200~` ... `ESC [201~`) when the program asked
    /// for bracketed paste, line feeds sent as carriage returns.
    func paste(_ text: String) throws {
        let file = try folder.write(text, to: "paste")
        try run(["load-buffer", "-b", "flowhost-paste", file])
        try run(["paste-buffer", "-p", "-d", "-b", "flowhost-paste", "-t", target])
    }

    /// Types `text` literally, then Enter.
    func type(_ text: String) throws {
        if !text.isEmpty {
            try run(["send-keys", "-t", target, "-l", text])
        }
        try run(["send-keys", "-t", target, "Enter"])
    }

    /// Resizes the window to `width` columns, as a user dragging the terminal's edge.
    func resize(width: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(width)"])
    }

    /// Types `text` literally, without Enter.
    func typeText(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// Presses keys by their tmux names (`Up`, `Tab`, `BTab`, `Enter`, `Escape`, `BSpace`, `C-c`).
    func press(_ keys: String...) throws {
        for key in keys {
            try run(["send-keys", "-t", target, key])
        }
    }

    /// Resizes the window to `width` columns and `height` rows.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible pane now (no scrollback), as lines; with `escapes`, with the style sequences tmux keeps.
    func visibleLines(escapes: Bool = false) throws -> [String] {
        try run(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A tmux format about the pane, such as `#{pane_title}` (which an OSC 2 sequence written to the pane sets),
    /// `#{alternate_on}` or `#{pane_tty}`.
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .newlines)
    }

    /// Sends Ctrl-D, the end of input at the start of a line.
    func sendControlD() throws {
        try run(["send-keys", "-t", target, "C-d"])
    }

    /// The pane's text now; with `escapes`, with the colour and style sequences tmux keeps.
    func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", target, "-S", "-"] + (escapes ? ["-e"] : []))
    }

    /// Waits until the pane shows `text` and holds still between two captures, polling, and returns the pane.
    /// - Throws: ``TmuxError/timedOut(waitingFor:pane:)`` with the last pane after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var pane = ""
        while Date() < deadline {
            let previous = pane
            pane = try capture()
            // Once the text shows, the pane must also hold still for one interval: a program draws a screen
            // in several writes, and a capture between them would hold half of it.
            if pane.contains(text), pane == previous {
                return pane
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(waitingFor: text, pane: pane)
    }

    /// Waits until the visible pane's lines satisfy `condition`, polling.
    /// - Throws: ``TmuxError/timedOut(waitingFor:pane:)`` naming `what`, with the last pane, after `timeout` seconds.
    func waitUntil(_ what: String, timeout: TimeInterval = 20, _ condition: ([String]) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var lines: [String] = []
        while Date() < deadline {
            lines = try visibleLines()
            if condition(lines) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(waitingFor: what, pane: lines.joined(separator: "\n"))
    }

    /// Ends the session (and flowrun with it, if still running), then the server. The session goes
    /// first: a `kill-server` alone was seen to leave the server running with its pane.
    func close() {
        _ = try? run(["kill-session", "-t", target])
        _ = try? run(["kill-server"])
    }

    /// Runs one tmux command and returns its output.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid` rather than through Foundation's `Process`:
    /// `new-session` forks the tmux server, which inherits the client's descriptors, and on Linux
    /// `Process.waitUntilExit()` then waits for the server too. The output goes to a file for the same
    /// reason: a pipe's write end would stay open in the server.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let scratch = try TemporaryDirectory()
        let outputPath = try scratch.write(Data(), to: "tmux-output")
        let argv = [tmux.path, "-S", folder.path("socket"), "-f", "/dev/null"] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux.path, &actions, nil, cArguments, environ)
        guard spawned == 0 else {
            throw TmuxError.commandFailed(arguments, status: spawned)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift does not import: the low 7 bits are the signal, the
        // next 8 the exit status.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard exitStatus == 0 else {
            throw TmuxError.commandFailed(arguments, status: exitStatus)
        }
        return try String(contentsOfFile: outputPath, encoding: .utf8)
    }
}
