import FlowBase

/// Work to start once a view is first shown, after its synchronous `viewDidLoad`: the melodies list's
/// asynchronous load. A settler of the app's ``PendingWork`` queues each job as soon as its view is in
/// the navigation hierarchy.
final class FirstShowJobs {
    private var entries: [(view: WeakReference<AnyObject>, name: String, job: PendingWork.Job)] = []

    /// Queues `job` under `name` once `view` is shown.
    func add(_ view: any ModuleView, name: String, job: @escaping PendingWork.Job) {
        entries.append((WeakReference(view), name, job))
    }

    /// Moves the jobs of the views now in `navigation` to `pendingWork`, and forgets those of views
    /// that are gone.
    /// - Returns: Whether any job was queued.
    func enqueueShown(in navigation: NavigationStack, on pendingWork: PendingWork) -> Bool {
        entries.removeAll { $0.view.object == nil }
        let shown = Set(navigation.layers.joined().map(ObjectIdentifier.init))
        let due = entries.filter { entry in entry.view.object.map { shown.contains(ObjectIdentifier($0)) } ?? false }
        entries.removeAll { entry in due.contains { $0.view.object === entry.view.object } }
        for entry in due {
            pendingWork.enqueue(entry.name, entry.job)
        }
        return !due.isEmpty
    }
}
