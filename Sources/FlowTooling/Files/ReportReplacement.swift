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
/// Process-global because a signal handler cannot capture context. Each slot has fixed buffers for the two paths,
/// allocated once and never freed, and a flag the handler reads: a slot's text is written before its flag is
/// set, so the handler never reads a path half copied, and no memory is freed that it might be reading.
enum ReportReplacement {
    /// The most reports pending at once that the handler knows of.
    fileprivate static let capacity = 32
    /// The room for one path and its terminating NUL.
    fileprivate static let pathRoom = Int(PATH_MAX) + 1
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Registers the temporary file `temporary` of the report `target`.
    /// - Returns: The slot to pass to ``finish(_:)``, nil when every slot is taken or a path is longer than
    ///   `PATH_MAX` (the report is still replaced atomically; only a signal would leave its temporary file behind).
    static func start(temporary: String, target: String) -> Int? {
        guard temporary.utf8.count < pathRoom, target.utf8.count < pathRoom else { return nil }
        lock.lock()
        defer { lock.unlock() }
        installHandlersOnce()
        guard let slot = (0..<capacity).first(where: { active[$0] == 0 }) else { return nil }
        copy(temporary, into: temporaries + slot * pathRoom)
        copy(target, into: targets + slot * pathRoom)
        active[slot] = 1
        return slot
    }

    /// Forgets the slot: the report was renamed into place or abandoned.
    static func finish(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        defer { lock.unlock() }
        active[slot] = 0
    }

    // MARK: - Private

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) fileprivate static let active = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: capacity)
        .initialized(repeating: 0, count: capacity)
    nonisolated(unsafe) fileprivate static let temporaries = UnsafeMutablePointer<CChar>
        .allocate(capacity: capacity * pathRoom).initialized(repeating: 0, count: capacity * pathRoom)
    nonisolated(unsafe) fileprivate static let targets = UnsafeMutablePointer<CChar>
        .allocate(capacity: capacity * pathRoom).initialized(repeating: 0, count: capacity * pathRoom)
    /// The handler each signal had before, by signal number (a fixed buffer: the handler reads it).
    nonisolated(unsafe) fileprivate static let previous = UnsafeMutablePointer<sig_t?>.allocate(capacity: 65)

    private static func copy(_ text: String, into buffer: UnsafeMutablePointer<CChar>) {
        text.withCString { _ = strncpy(buffer, $0, pathRoom) }
    }

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

private extension UnsafeMutablePointer {
    func initialized(repeating value: Pointee, count: Int) -> Self {
        initialize(repeating: value, count: count)
        return self
    }
}

/// Writes `text` to stderr from a signal handler: a static string needs no allocation.
private func writeToStandardError(_ text: StaticString) {
    _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
}

/// Removes every pending report's temporary file and says so on stderr, then puts back the handler the signal
/// had and raises it again. `unlink`, `write`, `strlen`, `signal` and `raise` are async-signal-safe.
private func removeReportsAndReraise(_ number: Int32) {
    for slot in 0..<ReportReplacement.capacity where ReportReplacement.active[slot] != 0 {
        let room = ReportReplacement.pathRoom
        unlink(ReportReplacement.temporaries + slot * room)
        let target = ReportReplacement.targets + slot * room
        writeToStandardError("flowrun: stopped by a signal before the report ")
        _ = write(STDERR_FILENO, target, strlen(target))
        writeToStandardError(" was complete; it was not replaced (a file there is the one an earlier run left)\n")
        ReportReplacement.active[slot] = 0
    }
    let before = (0..<65).contains(number) ? ReportReplacement.previous[Int(number)] : SIG_DFL
    _ = signal(number, before)
    _ = raise(number)
}
