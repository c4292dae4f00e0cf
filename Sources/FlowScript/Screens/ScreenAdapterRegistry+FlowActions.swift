import FlowBase

extension ScreenAdapterRegistry {
    /// Registers `makeAdapter` for `viewType` like ``register(_:makeAdapter:)``, showing each view's
    /// buttons from `actions` after its own.
    /// - Parameters:
    ///   - viewType: The concrete view class.
    ///   - actions: The flow-defined buttons, looked up per view on every render.
    ///   - makeAdapter: Builds the adapter for one view of that type.
    public mutating func register<View: ModuleView>(
        _ viewType: View.Type,
        actions: FlowActionTable,
        makeAdapter: @escaping (View) -> any HeadlessScreen
    ) {
        register(viewType) { view in
            let added = actions.actions(for: view)
            let base = makeAdapter(view)
            return added.isEmpty ? base : ScreenWithFlowActions(base: base, actions: added)
        }
    }
}
