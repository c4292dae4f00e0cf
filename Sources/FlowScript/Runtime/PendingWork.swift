/// The runtime's queue of asynchronous work: what an event started but has not finished (a sign-in,
/// a melodies refresh), run to completion by ``settle()`` before anyone looks at the screen again.
///
/// Jobs run one at a time, first in first out, on the caller's executor, and may enqueue more. Nothing
/// runs concurrently and nothing is detached, so the same events give the same screens on every run.
/// Settlers are hooks for schedulers of their own (the Lua layer resumes its coroutines in one): after
/// the queue empties, each settler runs once; while any reports that it did work, settling goes on.
///
/// Errors are collected, never dropped: a job or settler that throws, and an error a flow callback
/// could not throw (``report(_:from:)``), make the next `settle()` throw them all.
public final class PendingWork {
    /// A unit of asynchronous work.
    public typealias Job = () async throws -> Void
    /// A scheduler's turn: runs what it can and returns whether it did anything.
    public typealias Settler = () async throws -> Bool

    /// How many rounds (jobs run, plus settler passes) one `settle()` allows before it gives up.
    public let maxRounds: Int

    private var jobs: [(name: String, run: Job)] = []
    private var settlers: [(name: String, run: Settler)] = []
    private var failures: [PendingWorkFailure] = []
    private var isSettling = false

    /// Creates an empty queue.
    /// - Parameter maxRounds: The bound on one `settle()`, which turns a flow that keeps scheduling
    ///   work forever into an error instead of a hang.
    public init(maxRounds: Int = 10_000) {
        self.maxRounds = maxRounds
    }

    /// The number of jobs waiting.
    public var count: Int { jobs.count }

    /// Whether no job is waiting and no failure is waiting to be reported.
    public var isEmpty: Bool { jobs.isEmpty && failures.isEmpty }

    /// The names of the jobs waiting, oldest first.
    public var jobNames: [String] { jobs.map(\.name) }

    /// Queues `job` behind the jobs already waiting.
    /// - Parameters:
    ///   - name: Names the job in failures, such as `"login: Sign In"`.
    ///   - job: The work; it runs during the next `settle()`.
    public func enqueue(_ name: String, _ job: @escaping Job) {
        jobs.append((name, job))
    }

    /// Adds a settler, run after the queue empties in every settling round, in the order added.
    /// - Parameters:
    ///   - name: Names the settler in failures.
    ///   - settler: Returns whether it did work; settling continues until no settler does.
    public func addSettler(_ name: String, _ settler: @escaping Settler) {
        settlers.append((name, settler))
    }

    /// Keeps `error` for the next `settle()` to throw: for callbacks that cannot throw to their caller
    /// (a core's output closure), so their errors are reported with the event that caused them.
    /// - Parameters:
    ///   - error: What went wrong.
    ///   - source: The callback that failed, such as `"items.add on_create"`.
    public func report(_ error: any Error, from source: String) {
        failures.append(PendingWorkFailure(source: source, cause: error))
    }

    /// Runs jobs and settlers until none is left to run and no settler does work.
    /// - Throws: ``PendingWorkError/failed(_:)`` after everything ran when anything threw or was
    ///   reported; ``PendingWorkError/didNotSettle(rounds:droppedJobs:failures:)`` past ``maxRounds``;
    ///   ``PendingWorkError/alreadySettling`` when called from inside a job or settler.
    public func settle() async throws(PendingWorkError) {
        guard !isSettling else { throw .alreadySettling }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        while true {
            while !jobs.isEmpty {
                guard rounds < maxRounds else { throw giveUp(after: rounds) }
                rounds += 1
                let job = jobs.removeFirst()
                do {
                    try await job.run()
                } catch {
                    report(error, from: job.name)
                }
            }
            guard rounds < maxRounds else { throw giveUp(after: rounds) }
            rounds += 1
            var settlerWorked = false
            for settler in settlers {
                do {
                    settlerWorked = try await settler.run() || settlerWorked
                } catch {
                    report(error, from: settler.name)
                }
            }
            if !settlerWorked && jobs.isEmpty {
                break
            }
        }
        let collected = takeFailures()
        if !collected.isEmpty {
            throw .failed(collected)
        }
    }

    private func giveUp(after rounds: Int) -> PendingWorkError {
        let dropped = jobs.count
        jobs.removeAll()
        return .didNotSettle(rounds: rounds, droppedJobs: dropped, failures: takeFailures())
    }

    private func takeFailures() -> [PendingWorkFailure] {
        defer { failures = [] }
        return failures
    }
}
