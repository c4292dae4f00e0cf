#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The terminal mode to put back if a signal ends the process during a secure read.
///
/// A signal handler cannot capture context, so this is process-global. `nonisolated(unsafe)` is safe
/// here because `EchoSuppression` serialises secure reads with its lock: only the read holding the lock
/// writes these, before installing the handlers and after removing them, and the handler only reads.
nonisolated(unsafe) private var interruptedTerminal: (fd: Int32, mode: termios)?

/// The signals that end a process by default and would leave the terminal without echo.
private let restoringSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Puts the saved terminal mode back, then lets the signal take its default course (ending the
/// process). `tcsetattr`, `signal` and `raise` are async-signal-safe.
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
    if var saved = interruptedTerminal {
        _ = tcsetattr(saved.fd, TCSANOW, &saved.mode)
    }
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

/// Turns terminal echo off around a block, restoring the previous mode on every exit: normal return,
/// thrown error, and the terminating signals SIGINT, SIGTERM, SIGHUP and SIGQUIT.
enum EchoSuppression {
    private static let lock = NSLock()

    /// Runs `body` with echo off on the terminal `fd`; when `fd` is not a terminal, just runs `body`.
    /// - Throws: ``TerminalError`` if the mode cannot be read or set, or what `body` throws.
    static func withEchoDisabled<T>(on fd: Int32, _ body: () throws(TerminalError) -> T) throws(TerminalError) -> T {
        guard TerminalDetection.isTerminal(fd) else {
            return try body()
        }
        lock.lock()
        defer { lock.unlock() }

        var original = termios()
        guard tcgetattr(fd, &original) == 0 else {
            throw .systemCall(function: "tcgetattr", fd: fd, errno: errno)
        }
        interruptedTerminal = (fd, original)
        let previousHandlers = restoringSignals.map { signal($0, restoreTerminalAndReraise) }
        defer {
            // TCSANOW: input typed ahead after the secret stays for the next read.
            var restored = original
            _ = tcsetattr(fd, TCSANOW, &restored)
            for (signalNumber, handler) in zip(restoringSignals, previousHandlers) {
                _ = signal(signalNumber, handler)
            }
            interruptedTerminal = nil
        }

        // TCSAFLUSH: anything typed before the prompt, and so echoed, is not taken as the secret.
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        guard tcsetattr(fd, TCSAFLUSH, &silent) == 0 else {
            throw .systemCall(function: "tcsetattr", fd: fd, errno: errno)
        }
        return try body()
    }
}
