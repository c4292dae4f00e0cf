import Foundation

/// A serial executor running its jobs on one thread of its own, so that a session whose script is stuck in C
/// (where no instruction hook reaches) holds only its own thread, never the shared pool the other sessions
/// and the server run on.
final class StudioThreadExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopping = false

    /// Starts the thread, named `name` for a debugger.
    init(name: String) {
        // The thread holds the executor until it is stopped: jobs may still be queued for it.
        let thread = Thread { self.runJobs() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the jobs queued have run.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopping {
                condition.wait()
            }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
