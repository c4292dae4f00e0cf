#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTooling

/// The mode to put back if a signal ends the process while ``KeyInputMode`` holds the terminal.
/// Process-global because a signal handler cannot capture context; only ``KeyInputMode`` writes it, before
/// installing its handlers and after removing them, and the handler only reads it.
nonisolated(unsafe) private var keyModeTerminal: (fd: Int32, mode: termios)?

/// The signals that end the process by default and would leave the terminal without echo.
private let keyModeSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

/// Puts the terminal's mode back, then lets the signal take its default course. `tcsetattr`, `signal` and
/// `raise` are async-signal-safe.
private func restoreKeyModeAndReraise(_ signalNumber: Int32) {
    if var saved = keyModeTerminal {
        _ = tcsetattr(saved.fd, TCSANOW, &saved.mode)
    }
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

/// A terminal read one key at a time without echo, for a menu of single keys (`flowrun test --watch`):
/// canonical input and echo off, signals kept (Ctrl-C still interrupts). The mode is put back by
/// ``restore()``, around a typed line by ``readLine(prompt:)``, and by SIGINT, SIGTERM, SIGHUP and SIGQUIT
/// before they end the process.
package final class KeyInputMode {
    /// The terminal's descriptor, readable when a key is waiting.
    package let descriptor: Int32
    private let original: termios
    private var previousHandlers: [sig_t?] = []
    private var held = false

    /// Takes the terminal `fd` for single keys; nil when `fd` is no terminal or its mode cannot be set.
    package init?(fd: Int32) {
        var mode = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &mode) == 0 else { return nil }
        descriptor = fd
        original = mode
        keyModeTerminal = (fd, mode)
        previousHandlers = keyModeSignals.map { signal($0, restoreKeyModeAndReraise) }
        guard enter() else {
            restore()
            return nil
        }
    }

    deinit {
        restore()
    }

    /// Reads one key: its bytes as one read returns them (a key's escape sequence arrives whole); nil at the
    /// end of input or on an error.
    package func readKey() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : nil
        }
    }

    /// Shows `prompt` and reads a line in the terminal's own mode (echoed, editable with Backspace), then
    /// takes the terminal for keys again. Nil at the end of input.
    package func readLine(prompt: String, output: Int32) -> String? {
        var mode = original
        _ = tcsetattr(descriptor, TCSANOW, &mode)
        defer { _ = enter() }
        _ = FileDescriptorWrite.all(prompt, to: output)
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Puts the terminal's mode and the signal handlers back. Restoring again does nothing.
    package func restore() {
        guard !previousHandlers.isEmpty else { return }
        var mode = original
        _ = tcsetattr(descriptor, TCSANOW, &mode)
        for (signalNumber, handler) in zip(keyModeSignals, previousHandlers) {
            _ = signal(signalNumber, handler)
        }
        previousHandlers = []
        keyModeTerminal = nil
    }

    /// Canonical input and echo off, one byte at a time, signals kept.
    private func enter() -> Bool {
        var keys = original
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &keys.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return tcsetattr(descriptor, TCSANOW, &keys) == 0
    }
}
