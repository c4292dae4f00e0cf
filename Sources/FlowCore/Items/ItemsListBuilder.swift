import FlowBase
/// Builds the Items list module.
public enum ItemsListBuilder {
    /// Builds the Items list with the default `ItemsListNavigator`, which pushes Details and Add
    /// onto `navigation`.
    /// - Parameters:
    ///   - dataSource: Where the list and the modules it opens read and write items.
    ///   - navigation: The host's navigation; the navigator holds it weakly.
    /// - Returns: The scene, ready for the host to show.
    public static func makeModule(
        dataSource: ItemsDataSource = ItemsDataSource(),
        navigation: any Navigating
    ) -> ItemsListScene {
        makeModule(
            dataSource: dataSource, navigator: ItemsListNavigator(navigation: navigation, dataSource: dataSource))
    }

    /// Builds and wires the Items list around `navigator`, for a flow that decides navigation itself.
    ///
    /// The scene owns the director; the director owns the worker and the navigator; the director's
    /// reference to the scene and the worker's reference to the director are weak.
    /// - Parameters:
    ///   - dataSource: Where the list reads and deletes items.
    ///   - navigator: Where selecting a row and "Add" lead.
    /// - Returns: The scene, ready for the host to show.
    public static func makeModule(
        dataSource: ItemsDataSource = ItemsDataSource(),
        navigator: any ItemsListNavigating
    ) -> ItemsListScene {
        let worker = ItemsListWorker(dataSource: dataSource)
        let director = ItemsListDirector(dataManager: worker, navigator: navigator)
        let scene = ItemsListScene(eventsHandler: director)

        director.ui = scene
        worker.presenter = director
        return scene
    }
}
