#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTerminal
import FlowTooling

/// The terminal mode to put back, and the descriptor to write the leaving sequence to, if a signal ends
/// the process while the terminal UI runs. Process-global because a signal handler cannot capture
/// context; only ``RawTerminal`` writes it, before installing its handlers and after removing them.
nonisolated(unsafe) private var terminalToRestore: (input: Int32, output: Int32, mode: termios)?

/// The signals that end the process by default and would leave the terminal raw and on the alternate
/// screen.
private let restoringSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Puts the terminal's mode back, drops unread input and leaves the alternate screen, if the UI holds the
/// terminal. `tcsetattr`, `tcflush` and `write` are async-signal-safe.
private func restoreHeldTerminal() {
    guard var saved = terminalToRestore else { return }
    _ = tcsetattr(saved.input, TCSANOW, &saved.mode)
    // The unread rest of a paste would otherwise reach the shell as a command line.
    _ = tcflush(saved.input, TCIFLUSH)
    let leaving = Array(RawTerminal.leaveSequence.utf8)
    _ = leaving.withUnsafeBytes { write(saved.output, $0.baseAddress, $0.count) }
}

/// Puts the terminal back, then lets the signal end the process; `signal` and `raise` are async-signal-safe.
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
    restoreHeldTerminal()
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

/// The terminal while the UI owns it: raw input (keys one at a time, no echo, Ctrl-C as a key), bracketed
/// paste (a paste arrives marked, see ``TerminalPaste``) and the alternate screen, so the shell's scrollback is
/// untouched and comes back on exit.
///
/// ``leave()`` puts everything back; so do SIGINT, SIGTERM, SIGHUP and SIGQUIT before they end the process.
/// ``suspend()`` and ``resume()`` hand the terminal to libedit for the command line and take it back;
/// ``stopForJobControl(wakeup:)`` gives it back while the process is stopped (Ctrl-Z, SIGTSTP) and ``reenter()``
/// takes it again after SIGCONT.
final class RawTerminal {
    /// Switches to the alternate screen, hides the cursor and asks for pastes to be marked.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    /// Shows the cursor, stops marking pastes and goes back to the normal screen.
    static let leaveSequence = "\u{1B}[r\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    let input: Int32
    let output: Int32
    private let original: termios
    private var previousHandlers: [sig_t?] = []
    private var isActive = true

    /// Enters raw mode and the alternate screen.
    /// - Throws: ``TerminalError`` when the terminal's mode cannot be read or set.
    init(input: Int32, output: Int32) throws(TerminalError) {
        self.input = input
        self.output = output
        var mode = termios()
        guard tcgetattr(input, &mode) == 0 else {
            throw .systemCall(function: "tcgetattr", fd: input, errno: errno)
        }
        original = mode
        terminalToRestore = (input, output, mode)
        previousHandlers = restoringSignals.map { signal($0, restoreTerminalAndReraise) }
        do {
            try makeRaw(when: TCSAFLUSH)
            try write(Self.enterSequence)
        } catch {
            // Put back what was changed, and let deinit see the terminal released.
            leave()
            throw error
        }
    }

    deinit {
        precondition(!isActive, "RawTerminal.leave() was not called")
    }

    /// The terminal's size in columns and rows, `nil` when it cannot be read.
    var size: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes `text` completely.
    /// - Throws: ``TerminalError`` when `write` fails.
    func write(_ text: String) throws(TerminalError) {
        if let failure = FileDescriptorWrite.all(text, to: output) {
            throw .systemCall(function: "write", fd: output, errno: failure)
        }
    }

    /// Gives the terminal its own mode back (for libedit, which sets up its own), cursor shown.
    func suspend() throws(TerminalError) {
        var mode = original
        guard tcsetattr(input, TCSANOW, &mode) == 0 else {
            throw .systemCall(function: "tcsetattr", fd: input, errno: errno)
        }
        // libedit knows nothing of marked pastes: unmarked, a paste is typing on its line.
        try write("\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h")
    }

    /// Takes the terminal back after ``suspend()``.
    func resume() throws(TerminalError) {
        // TCSANOW: keys typed while the command line closed stay for the UI.
        try makeRaw(when: TCSANOW)
        try write("\u{1B}[?2004h\u{1B}[?25l")
    }

    /// Gives the terminal back as it was (its mode, the normal screen) and stops the process, as SIGTSTP does
    /// by default, for the shell's job control; returns once the job continues (``TerminalWakeup`` sees the
    /// SIGCONT), with the terminal taken again (raw, the alternate screen, cleared for the next frame).
    func stopForJobControl(wakeup: TerminalWakeup) throws(TerminalError) {
        try write(Self.leaveSequence)
        var mode = original
        // TCSADRAIN: the leaving sequence is written before the shell's prompt.
        guard tcsetattr(input, TCSADRAIN, &mode) == 0 else {
            throw .systemCall(function: "tcsetattr", fd: input, errno: errno)
        }
        let handler = signal(SIGTSTP, SIG_DFL)
        // To the process, not this thread (`raise`): the UI's thread blocks signals, as every thread of the
        // concurrency pool does, so a stop raised on it would stay pending. Another thread takes it at once.
        _ = kill(getpid(), SIGTSTP)
        wakeup.waitForContinue()
        _ = signal(SIGTSTP, handler)
        try reenter()
    }

    /// Takes the terminal again after the process was continued (SIGCONT): the shell that stopped it put its
    /// own mode back, and may have drawn on the screen.
    func reenter() throws(TerminalError) {
        try makeRaw(when: TCSANOW)
        try write(Self.enterSequence)
    }

    /// Puts the terminal back, if the UI holds it, for an exit that does not return through ``leave()``: the
    /// time limit ends the process from its watchdog's thread while the UI's thread is stuck in a step.
    static func restoreBeforeExit() {
        restoreHeldTerminal()
    }

    /// Leaves the alternate screen and puts the terminal's mode and the signal handlers back. Errors are
    /// ignored: this runs on the way out, often after another failure.
    func leave() {
        guard isActive else { return }
        isActive = false
        try? write(Self.leaveSequence)
        var mode = original
        _ = tcsetattr(input, TCSANOW, &mode)
        // The unread rest of a paste would otherwise reach the shell as a command line.
        _ = tcflush(input, TCIFLUSH)
        for (signalNumber, handler) in zip(restoringSignals, previousHandlers) {
            _ = signal(signalNumber, handler)
        }
        terminalToRestore = nil
    }

    /// Raw input as `cfmakeraw` sets it, but output processing kept (a newline still returns the carriage).
    /// - Parameter when: `TCSAFLUSH` to drop what was typed before (on entry), `TCSANOW` to keep it.
    private func makeRaw(when: Int32) throws(TerminalError) {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, when, &raw) == 0 else {
            throw .systemCall(function: "tcsetattr", fd: input, errno: errno)
        }
    }
}
