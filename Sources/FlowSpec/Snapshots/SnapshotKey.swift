/// Which snapshot of a spec file: the full name of the scenario that took it, and its label there.
struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
    /// The scenario's full name, its groups' names first.
    let scenario: String
    /// The snapshot's name or number in the scenario.
    let label: SnapshotLabel

    /// `"Login L1 signs in" #1`, as the snapshot file's header writes it after `snapshot `.
    var description: String {
        SnapshotQuoting.quoted(scenario) + " " + label.description
    }
}
