@testable import FlowCore

/// The stored properties the Items details builder wires, each with the concrete type it must hold.
enum ItemsDetailsWiring {
    static let sceneDirector = WiringKey<ItemsDetailsScene, ItemsDetailsDirector>("eventsHandler")
    static let directorScene = WiringKey<ItemsDetailsDirector, ItemsDetailsScene>("ui")
    static let directorWorker = WiringKey<ItemsDetailsDirector, ItemsDetailsWorker>("dataManager")
    static let directorNavigator = WiringKey<ItemsDetailsDirector, ItemsDetailsNavigator>("navigator")
    /// The delegate is whatever opened Details, so the key only asks for the protocol.
    static let directorDelegate = WiringKey<ItemsDetailsDirector, any ItemsDetailsDelegate>("delegate")
    static let workerDirector = WiringKey<ItemsDetailsWorker, ItemsDetailsDirector>("presenter")
    static let workerDataSource = WiringKey<ItemsDetailsWorker, ItemsDataSource>("dataSource")
    static let navigatorNavigation = WiringKey<ItemsDetailsNavigator, NavigationSpy>("navigation")
}
