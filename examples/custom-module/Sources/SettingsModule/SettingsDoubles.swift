/// `services.settings` in one spec scenario: a failure of the next save, kept across relaunches until used.
final class SettingsDoubles {
    /// The message the next save fails with, or nil.
    var failNextSave: String?
}

/// The failure a spec planned with `fail_next_save`.
struct PlannedFailure: Error, CustomStringConvertible {
    let description: String
}
