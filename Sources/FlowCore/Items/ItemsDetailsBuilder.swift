import FlowBase
/// Builds the Items details module.
public enum ItemsDetailsBuilder {
    /// Builds and wires the Details module of `item` (I4): scene, director, worker and navigator.
    ///
    /// The scene owns the director; the director owns the worker and the navigator and keeps the
    /// item; the director's scene and delegate, the worker's director and the navigator's
    /// `navigation` are weak.
    /// - Parameters:
    ///   - item: The item to show; Details cannot be built without one.
    ///   - dataSource: Where changes to the item are stored.
    ///   - navigation: The host's navigation, which "Back" pops.
    ///   - delegate: Told when the item changes.
    /// - Returns: The scene, ready for the host to show.
    public static func makeModule(
        with item: Item,
        dataSource: ItemsDataSource = ItemsDataSource(),
        navigation: any Navigating,
        delegate: (any ItemsDetailsDelegate)? = nil
    ) -> ItemsDetailsScene {
        let worker = ItemsDetailsWorker(dataSource: dataSource)
        let navigator = ItemsDetailsNavigator(navigation: navigation)
        let director = ItemsDetailsDirector(item: item, delegate: delegate, dataManager: worker, navigator: navigator)
        let scene = ItemsDetailsScene(eventsHandler: director)

        director.ui = scene
        worker.presenter = director
        return scene
    }
}
