import Foundation

/// The pipes threads wake each other with (the watcher's threads, the terminal UI's loop): a byte written to one end makes the other readable, which a `poll`
/// beside other descriptors sees.
package enum WakePipe {
    /// A new pipe, both ends non-blocking (a wake never blocks its writer, and its reader drains what is there)
    /// and closed on exec.
    /// - Returns: The read end and the write end.
    /// - Throws: ``WatchError/systemCall(function:code:)`` when the pipe cannot be made.
    package static func make() throws(WatchError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw .systemCall(function: "pipe", code: errno)
        }
        for end in ends {
            guard fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) == 0, fcntl(end, F_SETFD, FD_CLOEXEC) == 0 else {
                let code = errno
                close(ends[0])
                close(ends[1])
                throw .systemCall(function: "fcntl", code: code)
            }
        }
        return (ends[0], ends[1])
    }
}
