/// Why ``PendingWork/settle()`` did not end quietly. Each prints as one line naming what failed.
public enum PendingWorkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every job ran, but some threw (or errors were reported); `failures` lists them oldest first.
    case failed([PendingWorkFailure])
    /// Work kept coming for `rounds` rounds, so settling gave up; the `droppedJobs` still queued were
    /// discarded, and `failures` lists what threw before that.
    case didNotSettle(rounds: Int, droppedJobs: Int, failures: [PendingWorkFailure])
    /// `settle()` was called from inside a job or settler of the same queue.
    case alreadySettling

    /// One line naming each failure.
    public var description: String {
        switch self {
        case .failed(let failures):
            let count = failures.count == 1 ? "1 pending job failed" : "\(failures.count) pending jobs failed"
            return "\(count): \(Self.joined(failures))"
        case .didNotSettle(let rounds, let droppedJobs, let failures):
            let dropped = droppedJobs == 1 ? "1 job" : "\(droppedJobs) jobs"
            let failed = failures.isEmpty ? "" : "; failures: \(Self.joined(failures))"
            return "pending work did not settle after \(rounds) rounds (\(dropped) dropped)\(failed)"
        case .alreadySettling:
            return "settle() was called while the same pending work was already settling"
        }
    }

    private static func joined(_ failures: [PendingWorkFailure]) -> String {
        failures.map(\.description).joined(separator: "; ")
    }
}
