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
            // Read per render: a flow may add buttons to a view already shown.
            ScreenWithFlowActions(base: makeAdapter(view)) { [weak view] in
                view.map { actions.actions(for: $0) } ?? []
            }
        }
    }
}
