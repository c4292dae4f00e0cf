import FlowBase

/// The flow-defined buttons added to core screens, per view.
///
/// Views are held weakly: a view's buttons go when the view goes. The adapters of
/// ``ScreenAdapterRegistry/flowCore(pendingWork:actions:)`` show a view's buttons after its own.
public final class FlowActionTable {
    private var entries: [(view: WeakReference<AnyObject>, actions: [FlowAction])] = []

    /// Creates an empty table.
    public init() {}

    /// Adds `actions` after any buttons added to `view` before.
    public func add(_ actions: [FlowAction], to view: any ModuleView) {
        entries.removeAll { $0.view.object == nil }
        if let index = entries.firstIndex(where: { $0.view.object === view }) {
            entries[index].actions += actions
        } else {
            entries.append((WeakReference(view), actions))
        }
    }

    /// The buttons added to `view`, in the order they were added.
    public func actions(for view: any ModuleView) -> [FlowAction] {
        entries.first { $0.view.object === view }?.actions ?? []
    }
}
