import Foundation
import Synchronization

/// How a watcher's thread tells the run that the scripts changed: it posts the changes here, and the run, on
/// its own thread (the Lua state is single-threaded), sees ``descriptor`` become readable and takes them.
///
/// A pipe rather than a condition or an async stream, because the terminal mode waits for a typed line and a
/// change at once, with one `poll` over standard input and this descriptor.
package final class ReloadSignal: Sendable {
    /// Readable while changes wait to be taken.
    package let descriptor: Int32
    /// The pipe's other end, written one byte per post.
    private let writeEnd: Int32
    /// The changes posted and not taken yet, each once.
    private let pending = Mutex<[WatchChange]>([])
    /// Also told of each post: the full-window UI's loop waits on a wakeup pipe of its own.
    private let onPost: (@Sendable () -> Void)?

    /// Creates the pipe, both ends non-blocking and closed on exec.
    /// - Parameter onPost: Called after each post, on the watcher's thread; `nil` for none.
    /// - Throws: ``WatchError/systemCall(function:code:)`` when the pipe cannot be made.
    package init(onPost: (@Sendable () -> Void)? = nil) throws(WatchError) {
        self.onPost = onPost
        (descriptor, writeEnd) = try WakePipe.make()
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Adds `changes` to those waiting and wakes the run; called from a watcher's thread.
    package func post(_ changes: [WatchChange]) {
        guard !changes.isEmpty else { return }
        pending.withLock { waiting in
            for change in changes where !waiting.contains(change) {
                waiting.append(change)
            }
        }
        // A full pipe already wakes the run: the byte that did not fit is not needed.
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
        onPost?()
    }

    /// The changes posted since the last call, in order, emptying the pipe; empty when none are waiting.
    package func take() -> [WatchChange] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        return pending.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }
    }

    /// Waits until changes are posted or `descriptor` (standard input, say) is readable, whichever comes
    /// first; an interrupted wait is resumed.
    /// - Parameter other: A descriptor to wait on as well, or `nil` to wait for changes alone.
    /// - Returns: `true` when changes are waiting (they win over input that is readable at the same moment).
    /// - Throws: ``WatchError/systemCall(function:code:)`` when `poll` fails.
    package func wait(orReadable other: Int32?) throws(WatchError) -> Bool {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if let other {
            descriptors.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0))
        }
        while true {
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0 {
                guard errno == EINTR else { throw .systemCall(function: "poll", code: errno) }
                continue
            }
            if descriptors[0].revents != 0 {
                return true
            }
            if descriptors.count > 1, descriptors[1].revents != 0 {
                return false
            }
        }
    }
}
