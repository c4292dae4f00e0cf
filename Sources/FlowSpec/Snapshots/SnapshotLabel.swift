/// How a scenario names one of its snapshots: by the name the spec gave `to_match_snapshot(name)`, or by its
/// place among the scenario's unnamed ones.
enum SnapshotLabel: Hashable, Sendable, CustomStringConvertible {
    /// The Nth unnamed snapshot of the scenario, from 1.
    case ordinal(Int)
    /// A snapshot the spec named.
    case named(String)

    /// `#1` or the quoted name, as the snapshot file's headers and messages write it.
    var description: String {
        switch self {
        case .ordinal(let number): "#\(number)"
        case .named(let name): SnapshotQuoting.quoted(name)
        }
    }
}
