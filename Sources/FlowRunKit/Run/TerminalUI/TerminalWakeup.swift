#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTerminal
import FlowWatch

/// The write end of the wakeup pipe the SIGWINCH handler writes to; set while a terminal UI runs. A
/// signal handler cannot capture context, so it is process-global; only ``TerminalWakeup`` sets it,
/// before installing the handler and after removing it.
nonisolated(unsafe) private var resizeWakeDescriptor: Int32 = -1

/// Wakes the terminal UI: `write` is async-signal-safe, so the handler only writes one byte, which says why:
/// `w` a resize, `z` a stop asked for (SIGTSTP), `c` a continue (SIGCONT). The loop does the rest on its own
/// thread, where the terminal's state lives.
private func wakeLoopOnSignal(_ signalNumber: Int32) {
    var byte = UInt8(ascii: signalNumber == SIGTSTP ? "z" : signalNumber == SIGCONT ? "c" : "w")
    _ = write(resizeWakeDescriptor, &byte, 1)
}

/// The signals that wake the loop while it runs.
private let wakingSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

/// Wakes the terminal UI's loop from outside it, for a redraw: the window was resized (SIGWINCH), or
/// another part of flowrun asks (such as a `--watch` reload after a script was saved).
///
/// The loop waits with `poll` on the keyboard and on this pipe together (the self-pipe trick), so a
/// request is seen at once whatever the loop is doing; several requests before the loop wakes count
/// as one. ``requestRedraw()`` may be called from any thread or task.
package final class TerminalWakeup: Sendable {
    /// The end the loop polls and drains.
    let readEnd: Int32
    /// The end requests write to; non-blocking, so a full pipe (requests already pending) drops them.
    private let writeEnd: Int32

    /// Opens the pipe.
    /// - Throws: ``TerminalError`` when `pipe` fails.
    package init() throws(TerminalError) {
        do {
            (readEnd, writeEnd) = try WakePipe.make()
        } catch {
            switch error {
            case .systemCall(let function, let code): throw .systemCall(function: function, fd: -1, errno: code)
            }
        }
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Asks the loop to redraw: it runs its wake handler (the `--watch` reload), reads the app's screen
    /// again and draws it. Safe from any thread.
    package func requestRedraw() {
        var byte = UInt8(ascii: "r")
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe; returns what was in it (`z` for SIGTSTP, `c` for SIGCONT, `w` or `r` for a redraw).
    @discardableResult
    func drain() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var drained: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            drained += buffer[..<count]
        }
        return drained
    }

    /// Waits, after the process asked to be stopped, for SIGCONT's wakeup; or for half a second in which it does
    /// not come, because the kernel discards a stop in an orphaned process group (no shell to continue it),
    /// and the process was never stopped. Other requests read meanwhile are dropped: the loop redraws after.
    func waitForContinue() {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, 500)
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 || drain().contains(UInt8(ascii: "c")) { return }
        }
    }

    /// Makes SIGWINCH wake the loop until ``stopWakingOnResize()``, and SIGTSTP and SIGCONT too, so the loop
    /// gives the terminal back before the process stops and takes it again when it continues.
    func wakeOnResize() {
        resizeWakeDescriptor = writeEnd
        for signalNumber in wakingSignals {
            _ = signal(signalNumber, wakeLoopOnSignal)
        }
    }

    /// Puts SIGWINCH, SIGTSTP and SIGCONT back to their defaults.
    func stopWakingOnResize() {
        for signalNumber in wakingSignals {
            _ = signal(signalNumber, SIG_DFL)
        }
        resizeWakeDescriptor = -1
    }
}
