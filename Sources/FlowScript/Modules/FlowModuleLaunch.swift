import Foundation
import FlowStore

/// What a module receives when the app launches: the app (store, navigation, adapters, pending work,
/// announcements, clock) and, in a spec scenario, the doubles it made for that scenario.
public struct FlowModuleLaunch {
    /// The app being launched; the module registers its screen adapters in ``FlowApp/adapters``.
    public let app: FlowApp
    /// The module's doubles in a spec scenario; nil in a plain run.
    public let doubles: (any FlowModuleDoubles)?

    /// The app's store.
    public var store: AppStateStore { app.store }
    /// The app's clock.
    public var now: () -> Date { app.now }
}
