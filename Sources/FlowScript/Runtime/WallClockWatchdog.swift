import Foundation

/// Notices a run stuck where the instruction budget cannot reach it: a script inside a C function that
/// does not return (a string search with a pathological pattern backtracks for hours), which no Lua hook
/// interrupts.
///
/// The watchdog cannot stop the stuck thread. It tells its owner which piece of work overran, on a queue of
/// its own, so that the owner can report it and end the process instead of hanging; work that finishes in
/// time costs one scheduled and cancelled alarm.
public struct WallClockWatchdog: Sendable {
    /// How long one piece of work may take.
    public let limit: Duration
    private let onOverrun: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "flowhost.watchdog")

    /// Creates a watchdog.
    /// - Parameters:
    ///   - limit: How long one piece of work may take, in wall-clock time.
    ///   - onOverrun: Called with the label of a piece of work still running `limit` after it started; it
    ///     runs while that work is still stuck, on the watchdog's queue.
    public init(limit: Duration, onOverrun: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        self.onOverrun = onOverrun
    }

    /// Runs `work`, calling the overrun handler with `label` if it is still running after ``limit``.
    /// - Parameters:
    ///   - label: Names the work in the overrun report (`events:3: 'tap Search'`).
    ///   - work: The work to watch.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    public func watch<Result, Failure: Error>(
        _ label: String,
        _ work: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let alarm = DispatchWorkItem { [onOverrun] in onOverrun(label) }
        queue.asyncAfter(deadline: .now() + Self.interval(limit), execute: alarm)
        defer { alarm.cancel() }
        return try await work()
    }

    /// `duration` for Dispatch, to the nanosecond.
    private static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
