/// The views whose async screen action is under way: their screens show the loader whatever their adapter
/// says, so a module does not set a loading flag of its own inside the work.
final class BusyViews {
    private var counts: [ObjectIdentifier: Int] = [:]

    /// Marks the view busy (once more).
    func insert(_ view: ObjectIdentifier) {
        counts[view, default: 0] += 1
    }

    /// Marks one of the view's actions done.
    func remove(_ view: ObjectIdentifier) {
        guard let count = counts[view] else { return }
        counts[view] = count > 1 ? count - 1 : nil
    }

    /// Whether an action of the view is under way.
    func contains(_ view: ObjectIdentifier) -> Bool {
        counts[view] != nil
    }
}
