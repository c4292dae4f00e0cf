import FlowCore
@testable import FlowModules
import FlowScript
import FlowStore
import Foundation

// The built-in modules' parts of an app, reached from the app as the tests of the runtime and the adapters
// reach them: the modules' own API, not the host's.

extension FlowApp {
    /// An app with the four built-in modules over `store`; `authentication` and `melodyAPI` replace the
    /// modules' default services.
    public convenience init(
        store: AppStateStore,
        authentication: (any Authenticating)? = nil,
        melodyAPI: (any MelodyRemoteFetching)? = nil,
        now: @escaping () -> Date = Date.init
    ) {
        let login: LoginModule
        if let authentication {
            let shared = UncheckedBox(authentication)
            login = LoginModule(authentication: { shared.value })
        } else {
            login = LoginModule()
        }
        let melodies: MelodiesModule
        if let melodyAPI {
            let shared = UncheckedBox(melodyAPI)
            melodies = MelodiesModule(api: { shared.value })
        } else {
            melodies = MelodiesModule()
        }
        let registry = try! FlowModuleRegistry([OnboardingModule(), login, ItemsModule(), melodies])
        try! self.init(store: store, modules: registry, now: now)
    }

    /// An app with the built-in modules over a fresh in-memory store.
    public static func inMemory(
        authentication: (any Authenticating)? = nil,
        melodyAPI: (any MelodyRemoteFetching)? = nil,
        now: @escaping () -> Date = Date.init
    ) throws -> FlowApp {
        FlowApp(store: try AppStateStore.inMemory(), authentication: authentication, melodyAPI: melodyAPI, now: now)
    }

    /// An app with the built-in modules over the state file in `stateDirectory`.
    public convenience init(stateDirectory: URL, now: @escaping () -> Date = Date.init) throws {
        self.init(store: try AppStateStore(directory: stateDirectory), now: now)
    }

    private var onboardingModule: OnboardingInstance { instance(of: OnboardingInstance.self)! }
    private var loginModule: LoginInstance { instance(of: LoginInstance.self)! }
    private var itemsModule: ItemsInstance { instance(of: ItemsInstance.self)! }
    private var melodiesModule: MelodiesInstance { instance(of: MelodiesInstance.self)! }

    /// The items data source every Items module shares.
    public var items: ItemsDataSource { itemsModule.dataSource }
    /// Who is signed in.
    public var session: SessionController { loginModule.session }
    /// The melodies' network switch.
    public var network: ManualNetworkReachability { melodiesModule.network }
    /// The login module's authentication service.
    public var authentication: any Authenticating { loginModule.authentication }
    /// The built-in in-memory authentication, when the login module uses it.
    public var inMemoryAuthentication: InMemoryAuthenticationAPI { loginModule.authentication as! InMemoryAuthenticationAPI }

    public func shouldShowOnboarding() throws(OnboardingError) -> Bool { try onboardingModule.shouldShowOnboarding() }
    public func recordTutorialSeen() throws { try onboardingModule.recordTutorialSeen() }
    public func makeOnboarding(images: [String]? = nil, onFinish: @escaping () throws -> Void) -> OnboardingView {
        onboardingModule.makeOnboarding(images: images, onFinish: onFinish)
    }
    public func makeLogin(
        api: (any Authenticating)? = nil, onLogin: @escaping (String) throws -> Void
    ) -> LoginViewController {
        loginModule.makeLogin(api: api, onLogin: onLogin)
    }
    public func logout() throws { try loginModule.logout() }
    public func makeItemsList(
        onSelect: ((Item) throws -> Void)? = nil, onAdd: (() throws -> Void)? = nil, actions: [FlowAction] = []
    ) -> ItemsListScene {
        itemsModule.makeItemsList(onSelect: onSelect, onAdd: onAdd, actions: actions)
    }
    public func makeItemDetails(item: Item) -> ItemsDetailsScene { itemsModule.makeItemDetails(item: item) }
    public func makeAddItem(onCreate: ((Item) throws -> Void)? = nil) -> ItemsAddScene {
        itemsModule.makeAddItem(onCreate: onCreate)
    }
    public func makeMelodies(api: (any MelodyRemoteFetching)? = nil, actions: [FlowAction] = []) -> MelodyListView {
        melodiesModule.makeMelodies(api: api, actions: actions)
    }
}

extension Announcement {
    /// A user signed in.
    public static func login(userId: String) -> Announcement { Announcement("login", fields: ["user_id": .string(userId)]) }
    /// The user signed out.
    public static let logout = Announcement("logout")
    /// The tutorial was finished.
    public static let tutorialFinished = Announcement("tutorial_finished")
    /// An item was created.
    public static func itemCreated(title: String) -> Announcement {
        Announcement("item_created", fields: ["title": .string(title)])
    }
}

extension ScreenAdapterRegistry {
    /// A registry with an adapter for every built-in view, as an app with the built-in modules has.
    public static func flowCore(
        pendingWork: PendingWork, actions: FlowActionTable = FlowActionTable()
    ) -> ScreenAdapterRegistry {
        var registry = ScreenAdapterRegistry()
        registry.register(OnboardingView.self, actions: actions) { OnboardingScreenAdapter(view: $0) }
        registry.register(LoginViewController.self, actions: actions) { view in
            LoginScreenAdapter(view: view) {
                pendingWork.enqueue("\(view.moduleName): \(view.signInTitle)") { await view.tapSignIn() }
            }
        }
        registry.register(ErrorScreenView.self, actions: actions) { ErrorScreenAdapter(view: $0) }
        registry.register(ItemsListScene.self, actions: actions) { ItemsListScreenAdapter(view: $0) }
        registry.register(ItemsDetailsScene.self, actions: actions) { ItemsDetailsScreenAdapter(view: $0) }
        registry.register(ItemsAddScene.self, actions: actions) { ItemsAddScreenAdapter(view: $0) }
        registry.register(MelodyListView.self, actions: actions) { view in
            MelodyListScreenAdapter(view: view) {
                pendingWork.enqueue("\(view.moduleName): \(MelodyListScreenAdapter.refreshTitle)") { await view.refresh() }
            }
        }
        return registry
    }
}

/// Hands a test's service double to a module's `@Sendable` factory: tests build and use it on one task.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
