#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTerminal

/// Reads keys from a raw terminal, waking also for ``TerminalWakeup`` requests.
///
/// It reads one byte at a time and decodes as it goes, so it never takes bytes past the key it returns:
/// what follows a `:` stays in the terminal for libedit's command line (tmux, a paste or a fast typist can
/// deliver `:tap Next` in one burst).
struct TerminalKeyReader {
    /// How long a lone ESC waits for the rest of an escape sequence before it counts as the Escape key;
    /// the sequences a terminal sends arrive together, well within it.
    static let escapeDelay: Int32 = 50

    let input: Int32
    let wakeup: TerminalWakeup

    /// Waits for the next key or wakeup request.
    /// - Throws: ``TerminalError`` when `poll` or `read` fails.
    func next() throws(TerminalError) -> TerminalInput {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeup.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                // SIGWINCH interrupts poll; its handler has written to the wakeup pipe.
                if errno == EINTR { continue }
                throw .systemCall(function: "poll", fd: input, errno: errno)
            }
            if descriptors[1].revents != 0 {
                let reasons = wakeup.drain()
                if reasons.contains(UInt8(ascii: "z")) { return .suspend }
                if reasons.contains(UInt8(ascii: "c")) { return .continued }
                return .wake
            }
            if descriptors[0].revents != 0 {
                return try readKey()
            }
        }
    }

    /// Reads the bytes of one key.
    private func readKey() throws(TerminalError) -> TerminalInput {
        var bytes: [UInt8] = []
        while true {
            guard let byte = try readByte(waiting: bytes.isEmpty ? -1 : Self.escapeDelay) else {
                if bytes.isEmpty { return .end }
                // Silence after a partial key: what was read is all there is (a lone ESC is Escape).
                return TerminalKeyDecoder.decode(bytes[...], atEndOfBurst: true).map { .key($0.key) } ?? .end
            }
            bytes.append(byte)
            if let (key, _) = TerminalKeyDecoder.decode(bytes[...]) {
                return bytes == TerminalPaste.startMarker ? try readPaste() : .key(key)
            }
        }
    }

    /// Whether input is waiting to be read now: the loop draws only once it has caught up, so a burst of keys
    /// (a paste the terminal does not mark, a fast typist) costs one frame, not one per key.
    func hasPendingInput() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Reads a marked paste to its end marker, keeping at most ``TerminalPaste/limit`` bytes and dropping the
    /// rest, so none of it is taken as keys. A paste whose end never comes ends after a second of silence.
    private func readPaste() throws(TerminalError) -> TerminalInput {
        var paste = TerminalPaste()
        while let byte = try readByte(waiting: Self.pasteSilence) {
            if paste.append(byte) { break }
        }
        return .key(paste.key)
    }

    /// How long a paste may fall silent before it counts as ended without its end marker, in milliseconds.
    static let pasteSilence: Int32 = 1000

    /// One byte, or `nil` at the end of input or when none came within `timeout` milliseconds.
    private func readByte(waiting timeout: Int32) throws(TerminalError) -> UInt8? {
        if timeout >= 0 {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            var ready: Int32
            repeat {
                ready = poll(&descriptor, 1, timeout)
            } while ready < 0 && errno == EINTR
            guard ready > 0 else { return nil }
        }
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count == 1 { return byte }
            if count == 0 { return nil }
            if errno == EINTR || errno == EAGAIN { continue }
            throw .systemCall(function: "read", fd: input, errno: errno)
        }
    }
}
