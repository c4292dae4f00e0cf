import FlowCore

extension ScreenAdapterRegistry {
    /// A registry with an adapter for every FlowCore view: onboarding, login, error screen, items
    /// list, details and add form, and melodies list. Each shows the flow's own buttons from `actions`
    /// after the view's.
    /// - Parameters:
    ///   - pendingWork: Where the login and melodies adapters queue their asynchronous work.
    ///   - actions: The flow-defined buttons of core screens.
    /// - Returns: The registry.
    public static func flowCore(
        pendingWork: PendingWork, actions: FlowActionTable = FlowActionTable()
    ) -> ScreenAdapterRegistry {
        var registry = ScreenAdapterRegistry()
        registry.register(OnboardingView.self, actions: actions) { OnboardingScreenAdapter(view: $0) }
        registry.register(LoginViewController.self, actions: actions) {
            LoginScreenAdapter(view: $0, pendingWork: pendingWork)
        }
        registry.register(ErrorScreenView.self, actions: actions) { ErrorScreenAdapter(view: $0) }
        registry.register(ItemsListScene.self, actions: actions) { ItemsListScreenAdapter(view: $0) }
        registry.register(ItemsDetailsScene.self, actions: actions) { ItemsDetailsScreenAdapter(view: $0) }
        registry.register(ItemsAddScene.self, actions: actions) { ItemsAddScreenAdapter(view: $0) }
        registry.register(MelodyListView.self, actions: actions) {
            MelodyListScreenAdapter(view: $0, pendingWork: pendingWork)
        }
        return registry
    }

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
