@testable import FlowCore

/// The stored properties the Items add builder wires, each with the concrete type it must hold.
enum ItemsAddWiring {
    static let sceneDirector = WiringKey<ItemsAddScene, ItemsAddDirector>("eventsHandler")
    static let directorScene = WiringKey<ItemsAddDirector, ItemsAddScene>("ui")
    static let directorWorker = WiringKey<ItemsAddDirector, ItemsAddWorker>("dataManager")
    static let directorNavigator = WiringKey<ItemsAddDirector, ItemsAddNavigator>("navigator")
    /// The delegate is whatever opened Add, so the key only asks for the protocol.
    static let directorDelegate = WiringKey<ItemsAddDirector, any ItemsAddDelegate>("delegate")
    static let workerDirector = WiringKey<ItemsAddWorker, ItemsAddDirector>("presenter")
    static let workerDataSource = WiringKey<ItemsAddWorker, ItemsDataSource>("dataSource")
    static let navigatorNavigation = WiringKey<ItemsAddNavigator, NavigationSpy>("navigation")
}
