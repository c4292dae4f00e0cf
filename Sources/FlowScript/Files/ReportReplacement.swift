#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The temporary files of reports being written (``OutputFile/replacing(path:)``), known to a signal handler so
/// that SIGINT, SIGTERM or SIGHUP arriving before a report is renamed into place removes the temporary file and
/// says that the report was not replaced: the previous file stays as it was, and no half-written or empty
/// report is left. The handler then lets the signal end the process as it would have.
///
/// Process-global because a signal handler cannot capture context. Slots are written under a lock and read by
/// the handler without one (a slot is one pointer); the strings a slot held are not freed, so a handler that
/// read a slot just as it was cleared still reads valid text.
enum ReportReplacement {
    /// The most reports pending at once that the handler knows of.
    private static let capacity = 32
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Registers the temporary file `temporary` of the report `target`.
    /// - Returns: The slot to pass to ``finish(_:)``, nil when every slot is taken (the report is still
    ///   replaced atomically; only a signal would leave its temporary file behind).
    static func start(temporary: String, target: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        installHandlersOnce()
        guard let slot = (0..<capacity).first(where: { temporaries[$0] == nil }) else { return nil }
        let message = "flowrun: stopped by a signal before the report \(target) was complete; it was not replaced "
            + "(a file there is the one an earlier run left)\n"
        messages[slot] = strdup(message)
        temporaries[slot] = strdup(temporary)
        return slot
    }

    /// Forgets the slot: the report was renamed into place or abandoned.
    static func finish(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        defer { lock.unlock() }
        temporaries[slot] = nil
    }

    // MARK: - Private

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) fileprivate static let temporaries = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        .allocate(capacity: capacity).initialized(repeating: nil, count: capacity)
    nonisolated(unsafe) fileprivate static let messages = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        .allocate(capacity: capacity).initialized(repeating: nil, count: capacity)
    /// The handler each signal had before, by signal number (a fixed buffer: the handler reads it).
    nonisolated(unsafe) fileprivate static let previous = UnsafeMutablePointer<sig_t?>.allocate(capacity: 65)
    fileprivate static let slotCount = capacity

    private static func installHandlersOnce() {
        guard !installed else { return }
        installed = true
        previous.initialize(repeating: SIG_DFL, count: 65)
        for number in signals {
            let before = signal(number, removeReportsAndReraise)
            // A signal the process ignores (nohup) stays ignored: the run goes on and renames its reports.
            if unsafeBitCast(before, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(number, SIG_IGN)
                continue
            }
            previous[Int(number)] = before
        }
    }
}

private extension UnsafeMutablePointer where Pointee == UnsafeMutablePointer<CChar>? {
    func initialized(repeating value: Pointee, count: Int) -> Self {
        initialize(repeating: value, count: count)
        return self
    }
}

/// Removes every pending report's temporary file and says so on stderr, then puts back the handler the signal
/// had and raises it again. `unlink`, `write`, `signal` and `raise` are async-signal-safe.
private func removeReportsAndReraise(_ number: Int32) {
    for slot in 0..<ReportReplacement.slotCount {
        guard let temporary = ReportReplacement.temporaries[slot] else { continue }
        unlink(temporary)
        if let message = ReportReplacement.messages[slot] {
            _ = write(STDERR_FILENO, message, strlen(message))
        }
        ReportReplacement.temporaries[slot] = nil
    }
    let before = (0..<65).contains(number) ? ReportReplacement.previous[Int(number)] : SIG_DFL
    _ = signal(number, before)
    _ = raise(number)
}
