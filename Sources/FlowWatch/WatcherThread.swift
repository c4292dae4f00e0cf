import Foundation
import Synchronization

/// The thread a watcher runs on, with the pipe that tells it to stop: the watcher's loop waits on
/// ``stopDescriptor`` beside what it watches, and returns once it is readable.
package final class WatcherThread: Sendable {
    /// Readable once ``stop()`` was called.
    package let stopDescriptor: Int32
    private let stopWriteEnd: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)

    /// Creates the pipe and starts `loop` on a new thread; `loop` must return soon after ``stopDescriptor``
    /// becomes readable.
    /// - Parameters:
    ///   - name: The thread's name, seen in a debugger.
    ///   - loop: The watcher's loop, given the thread.
    /// - Throws: ``WatchError/systemCall(function:code:)`` when the pipe cannot be made.
    package init(name: String, loop: @escaping @Sendable (WatcherThread) -> Void) throws(WatchError) {
        (stopDescriptor, stopWriteEnd) = try WakePipe.make()
        let thread = Thread { [self] in
            loop(self)
            finished.signal()
        }
        thread.name = name
        thread.start()
    }

    deinit {
        close(stopDescriptor)
        close(stopWriteEnd)
    }

    /// Tells the loop to stop and waits until it has returned; later calls return at once.
    package func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(stopWriteEnd, &byte, 1)
        finished.wait()
    }
}
