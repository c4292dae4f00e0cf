import FlowBase

/// Keeps objects alive exactly as long as the module view they serve.
///
/// The cores hold their outputs and delegates weakly (the presenting module owns them in an app), but
/// the closures a flow hands to a builder have no such owner. Each is wrapped in a small object kept
/// here, tied to the view; it is released with the first `retain` after the view is gone.
final class ModuleCompanions {
    private var entries: [(view: WeakReference<AnyObject>, companion: AnyObject)] = []

    /// Keeps `companion` alive while `view` lives.
    func retain(_ companion: AnyObject, whileAlive view: any ModuleView) {
        entries.removeAll { $0.view.object == nil }
        entries.append((WeakReference(view), companion))
    }
}
