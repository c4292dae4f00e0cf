import FlowSpec
import Synchronization

/// Where a run of `flowrun test --watch` leaves its ``SpecScriptUse``: the runner reports it through a
/// `@Sendable` callback, and the watch takes it once the run returns.
final class ScriptUseInbox: Sendable {
    private let received = Mutex<SpecScriptUse?>(nil)

    /// Keeps `use` until ``take()``.
    func put(_ use: SpecScriptUse) {
        received.withLock { $0 = use }
    }

    /// What the last run reported, emptying the inbox; `nil` when it reported nothing (it ended early).
    func take() -> SpecScriptUse? {
        received.withLock { value in
            defer { value = nil }
            return value
        }
    }
}
