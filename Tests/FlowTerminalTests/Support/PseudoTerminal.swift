#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair for tests that need a real terminal: the secondary side behaves as a
/// terminal's standard input, and what is written to the primary side arrives there as typed.
///
/// Swift's Glibc module leaves out `posix_openpt` and friends (they need `_XOPEN_SOURCE`), so they are
/// looked up in the C library at run time.
final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    private typealias OpenPrimary = @convention(c) (Int32) -> Int32
    private typealias Prepare = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// Opens a pair, or returns `nil` when the system offers none.
    init?() {
        guard let openSymbol = dlsym(nil, "posix_openpt"), let grantSymbol = dlsym(nil, "grantpt"),
              let unlockSymbol = dlsym(nil, "unlockpt"), let nameSymbol = dlsym(nil, "ptsname") else {
            return nil
        }
        let primary = unsafeBitCast(openSymbol, to: OpenPrimary.self)(O_RDWR | O_NOCTTY)
        guard primary >= 0 else { return nil }
        guard unsafeBitCast(grantSymbol, to: Prepare.self)(primary) == 0,
              unsafeBitCast(unlockSymbol, to: Prepare.self)(primary) == 0,
              let name = unsafeBitCast(nameSymbol, to: Name.self)(primary) else {
            close(primary)
            return nil
        }
        let secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            close(primary)
            return nil
        }
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        close(secondary)
        close(primary)
    }

    /// Whether the terminal echoes what is typed.
    var echoIsOn: Bool {
        var mode = termios()
        _ = tcgetattr(secondary, &mode)
        return mode.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Types `text` at the terminal.
    func type(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return write(primary, bytes, bytes.count) == bytes.count
    }

    /// What the terminal has written back (its echo) and not yet been read, without waiting.
    func drainOutput() -> String {
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(primary, &buffer, buffer.count)
        return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    }
}
