@testable import FlowCore

/// The stored properties the Items list builder wires, each with the concrete type it must hold.
enum ItemsListWiring {
    static let sceneDirector = WiringKey<ItemsListScene, ItemsListDirector>("eventsHandler")
    static let directorScene = WiringKey<ItemsListDirector, ItemsListScene>("ui")
    static let directorWorker = WiringKey<ItemsListDirector, ItemsListWorker>("dataManager")
    static let directorNavigator = WiringKey<ItemsListDirector, ItemsListNavigator>("navigator")
    static let directorCustomNavigator = WiringKey<ItemsListDirector, ItemsListNavigatingSpy>("navigator")
    static let workerDirector = WiringKey<ItemsListWorker, ItemsListDirector>("presenter")
    static let workerDataSource = WiringKey<ItemsListWorker, ItemsDataSource>("dataSource")
    static let navigatorNavigation = WiringKey<ItemsListNavigator, NavigationSpy>("navigation")
    static let navigatorDataSource = WiringKey<ItemsListNavigator, ItemsDataSource>("dataSource")
}
