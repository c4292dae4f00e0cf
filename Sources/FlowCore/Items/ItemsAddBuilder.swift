import FlowBase
/// Builds the Items add module.
public enum ItemsAddBuilder {
    /// Builds and wires the Add module (I5): scene, director, worker and navigator.
    ///
    /// The scene owns the director; the director owns the worker and the navigator; the director's
    /// scene and delegate, the worker's director and the navigator's `navigation` are weak.
    /// - Parameters:
    ///   - delegate: Told when an item is created, before Add navigates back; usually the list's director.
    ///   - dataSource: Where the new item is stored.
    ///   - navigation: The host's navigation, which Add pops when done.
    /// - Returns: The scene, ready for the host to show.
    public static func makeModule(
        with delegate: (any ItemsAddDelegate)?,
        dataSource: ItemsDataSource = ItemsDataSource(),
        navigation: any Navigating
    ) -> ItemsAddScene {
        let worker = ItemsAddWorker(dataSource: dataSource)
        let navigator = ItemsAddNavigator(navigation: navigation)
        let director = ItemsAddDirector(delegate: delegate, dataManager: worker, navigator: navigator)
        let scene = ItemsAddScene(eventsHandler: director)

        director.ui = scene
        worker.presenter = director
        return scene
    }
}
