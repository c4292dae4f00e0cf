#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript

/// The write end of the wakeup pipe the SIGWINCH handler writes to; set while a terminal UI runs. A
/// signal handler cannot capture context, so it is process-global; only ``TerminalWakeup`` sets it,
/// before installing the handler and after removing it.
nonisolated(unsafe) private var resizeWakeDescriptor: Int32 = -1

/// Wakes the terminal UI: `write` is async-signal-safe, so the handler only writes one byte.
private func wakeLoopOnResize(_: Int32) {
    var byte = UInt8(ascii: "w")
    _ = write(resizeWakeDescriptor, &byte, 1)
}

/// Wakes the terminal UI's loop from outside it, for a redraw: the window was resized (SIGWINCH), or
/// another part of flowrun asks (such as a `--watch` reload after a script was saved).
///
/// The loop waits with `poll` on the keyboard and on this pipe together (the self-pipe trick), so a
/// request is seen at once whatever the loop is doing; several requests before the loop wakes count
/// as one. ``requestRedraw()`` may be called from any thread or task.
public final class TerminalWakeup: Sendable {
    /// The end the loop polls and drains.
    let readEnd: Int32
    /// The end requests write to; non-blocking, so a full pipe (requests already pending) drops them.
    private let writeEnd: Int32

    /// Opens the pipe.
    /// - Throws: ``TerminalError`` when `pipe` fails.
    public init() throws(TerminalError) {
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
    public func requestRedraw() {
        var byte = UInt8(ascii: "r")
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe; returns whether anything was in it.
    @discardableResult
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var drained = false
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {
            drained = true
        }
        return drained
    }

    /// Makes SIGWINCH wake the loop until ``stopWakingOnResize()``.
    func wakeOnResize() {
        resizeWakeDescriptor = writeEnd
        _ = signal(SIGWINCH, wakeLoopOnResize)
    }

    /// Puts SIGWINCH back to its default (ignored).
    func stopWakingOnResize() {
        _ = signal(SIGWINCH, SIG_DFL)
        resizeWakeDescriptor = -1
    }
}
