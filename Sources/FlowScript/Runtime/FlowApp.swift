import FlowCore
import Foundation

/// The app's composition root: owns the state store, the services over it, the navigation, the screen
/// adapters, the pending work and the announcements, and builds every FlowCore module wired to them.
///
/// A flow (in Swift, or in Lua through the bindings) builds modules with the `make` methods, passing
/// closures for their outputs, and shows them through ``navigation``. Output closures may throw: the
/// cores cannot take an error back, so it is reported through ``pendingWork`` and surfaces when the
/// work settles, with the event that caused it.
///
/// Scenarios steer the services directly: ``items`` (`returnItems`, `failNextCall`), ``network``
/// (`isNetworkAvailable`), ``inMemoryAuthentication`` (`rejectCredentials`, `failNextCall`) and
/// ``recordTutorialSeen()``.
public final class FlowApp {
    /// Where everything that survives a restart is kept.
    public let store: AppStateStore
    /// The items data source every Items module shares.
    public let items: ItemsDataSource
    /// Who is signed in, with the token kept in ``store``.
    public let session: SessionController
    /// Online or offline, for the melodies service (M1).
    public let network: ManualNetworkReachability
    /// The built-in authentication service (the demo account agent@shield.org / hailHydra), which
    /// ``authentication`` is unless another service was given.
    public let inMemoryAuthentication: InMemoryAuthenticationAPI
    /// The authentication service login scenes use unless ``makeLogin(api:onLogin:)`` gets another.
    public var authentication: any Authenticating
    /// The melodies API the melodies list uses unless ``makeMelodies(api:actions:)`` gets another.
    public var melodyAPI: any MelodyRemoteFetching
    /// The view hierarchy the modules navigate.
    public let navigation: NavigationStack
    /// The flow-defined buttons of core screens.
    public let flowActions: FlowActionTable
    /// The adapters that show the views; a preset for every FlowCore view, open to more.
    public var adapters: ScreenAdapterRegistry
    /// The asynchronous work started by events, settled before the screen is read.
    public let pendingWork: PendingWork
    /// What the app announced: logins, logouts, the finished tutorial, created items.
    public let announcements: AnnouncementLog

    private let companions = ModuleCompanions()
    private let firstShowJobs: FirstShowJobs
    private var itemLists: [WeakReference<ItemsListScene>] = []

    /// Creates the app over `store`.
    /// - Parameters:
    ///   - store: The state store, a file or in memory.
    ///   - authentication: The authentication service; the built-in in-memory one when `nil`.
    ///   - melodyAPI: The melodies API; the built-in sample catalog by default.
    ///   - now: The clock that dates created items; fix it for reproducible transcripts.
    public init(
        store: AppStateStore,
        authentication: (any Authenticating)? = nil,
        melodyAPI: any MelodyRemoteFetching = SampleMelodyAPI(),
        now: @escaping () -> Date = Date.init
    ) {
        let sessionEvents = SessionEventCenter()
        let inMemoryAuthentication = InMemoryAuthenticationAPI()
        let pendingWork = PendingWork()
        let flowActions = FlowActionTable()
        let announcements = AnnouncementLog()
        let navigation = NavigationStack()
        let firstShowJobs = FirstShowJobs()
        self.store = store
        self.items = ItemsDataSource(store: StateFileItemsStore(store), now: now)
        self.session = SessionController(tokenStore: store, events: sessionEvents)
        self.network = ManualNetworkReachability()
        self.inMemoryAuthentication = inMemoryAuthentication
        self.authentication = authentication ?? inMemoryAuthentication
        self.melodyAPI = melodyAPI
        self.navigation = navigation
        self.flowActions = flowActions
        self.adapters = .flowCore(pendingWork: pendingWork, actions: flowActions)
        self.pendingWork = pendingWork
        self.announcements = announcements
        self.firstShowJobs = firstShowJobs

        sessionEvents.addObserver { event in
            switch event {
            case .loggedIn(let userId): announcements.announce(.login(userId: userId))
            case .loggedOut: announcements.announce(.logout)
            }
        }
        // Weak: the settler is stored in the queue it feeds, and the views on the stack hold closures
        // that report to that queue; a strong capture of either would keep the whole app alive.
        pendingWork.addSettler("first show") { [weak pendingWork, weak navigation] in
            guard let pendingWork, let navigation else { return false }
            return firstShowJobs.enqueueShown(in: navigation, on: pendingWork)
        }
    }

    /// Creates the app over a fresh in-memory store, for tests and throwaway runs.
    /// - Parameters:
    ///   - authentication: The authentication service; the built-in in-memory one when `nil`.
    ///   - melodyAPI: The melodies API; the built-in sample catalog by default.
    ///   - now: The clock that dates created items.
    /// - Throws: `AppStateStoreError.cannotOpen` when SQLite cannot create the store.
    public static func inMemory(
        authentication: (any Authenticating)? = nil,
        melodyAPI: any MelodyRemoteFetching = SampleMelodyAPI(),
        now: @escaping () -> Date = Date.init
    ) throws -> FlowApp {
        FlowApp(store: try AppStateStore.inMemory(), authentication: authentication, melodyAPI: melodyAPI, now: now)
    }

    /// Creates the app over the state file in `stateDirectory`, creating it when missing.
    /// - Parameters:
    ///   - stateDirectory: The state directory, such as flowrun's `--state DIR`.
    ///   - authentication: The authentication service; the built-in in-memory one when `nil`.
    ///   - melodyAPI: The melodies API; the built-in sample catalog by default.
    ///   - now: The clock that dates created items.
    /// - Throws: The `AppStateStoreError` of a directory or file that cannot be used.
    public convenience init(
        stateDirectory: URL,
        authentication: (any Authenticating)? = nil,
        melodyAPI: any MelodyRemoteFetching = SampleMelodyAPI(),
        now: @escaping () -> Date = Date.init
    ) throws {
        self.init(
            store: try AppStateStore(directory: stateDirectory), authentication: authentication, melodyAPI: melodyAPI,
            now: now)
    }

    // MARK: - Scenario presets

    /// Records the tutorial as completed, as if an earlier launch had finished it (O5).
    /// - Throws: The store's error.
    public func recordTutorialSeen() throws {
        try store.recordOnboardingCompleted()
    }

    /// Adds the flow's own buttons to `view`'s screen, after its own buttons.
    public func addActions(_ actions: [FlowAction], to view: any ModuleView) {
        flowActions.add(actions, to: view)
    }

    // MARK: - Onboarding

    /// Whether the tutorial should be shown: until its completion was recorded once (O1, O5).
    /// - Throws: `OnboardingError.completionStatusUnreadable` when the store cannot be read.
    public func shouldShowOnboarding() throws(OnboardingError) -> Bool {
        try OnboardingLaunchPolicy(completionStore: store).shouldShowOnboarding()
    }

    /// Builds the tutorial over ``store``.
    /// - Parameters:
    ///   - images: The image names, in order; the default five when `nil`.
    ///   - onFinish: Runs once the completion is recorded, after `tutorial_finished` is announced.
    /// Keeps `companion` alive for as long as `view` lives, wherever the view is held: on the navigation
    /// stack, by a script, or by a core.
    func keep(_ companion: AnyObject, whileAlive view: any ModuleView) {
        companions.retain(companion, whileAlive: view)
    }

    /// - Returns: The tutorial's view.
    public func makeOnboarding(images: [String]? = nil, onFinish: @escaping () throws -> Void) -> OnboardingView {
        let finish = OnboardingFinishRelay { [announcements, pendingWork] in
            announcements.announce(.tutorialFinished)
            Self.reporting("onboarding.build on_finish", to: pendingWork, onFinish)
        }
        let view = OnboardingBuilder.makeModule(
            imageQueue: images ?? OnboardingImages.defaultQueue, completionStore: store, output: finish)
        companions.retain(finish, whileAlive: view)
        return view
    }

    // MARK: - Login

    /// Builds a login scene over ``session``.
    /// - Parameters:
    ///   - api: The authentication service for this scene; ``authentication`` when `nil`.
    ///   - onLogin: Runs with the user id after a successful sign-in, after `login` is announced.
    /// - Returns: The scene's view controller.
    public func makeLogin(
        api: (any Authenticating)? = nil, onLogin: @escaping (String) throws -> Void
    ) -> LoginViewController {
        LoginSceneCreator(api: api ?? authentication, session: session)
            .createScene(navigator: navigation) { [pendingWork] userId in
                Self.reporting("login.build on_login", to: pendingWork) { try onLogin(userId) }
            }
    }

    /// Signs the user out: clears the session token and announces `logout` (L4).
    /// - Throws: The token store's error; nothing changes then.
    public func logout() throws {
        try session.logOut()
    }

    // MARK: - Items

    /// Builds an items list over ``items``.
    /// - Parameters:
    ///   - onSelect: Runs with the selected item; when `nil`, the core's navigator pushes its details.
    ///   - onAdd: Runs when "Add" is tapped; when `nil`, the core's navigator pushes the add form.
    ///   - actions: Buttons of the flow's own, after the list's.
    /// - Returns: The list's scene.
    public func makeItemsList(
        onSelect: ((Item) throws -> Void)? = nil,
        onAdd: (() throws -> Void)? = nil,
        actions: [FlowAction] = []
    ) -> ItemsListScene {
        let navigator = FlowItemsListNavigator(
            coreNavigator: ItemsListNavigator(navigation: navigation, dataSource: items),
            onSelect: onSelect.map { onSelect in
                { [pendingWork] item in Self.reporting("items.list on_select", to: pendingWork) { try onSelect(item) } }
            },
            onAdd: onAdd.map { onAdd in
                { [pendingWork] in Self.reporting("items.list on_add", to: pendingWork, onAdd) }
            },
            announceCreation: { [announcements] item in announcements.announce(.itemCreated(title: item.title)) }
        )
        let scene = ItemsListBuilder.makeModule(dataSource: items, navigator: navigator)
        itemLists.removeAll { $0.object == nil }
        itemLists.append(WeakReference(scene))
        addActions(actions, to: scene)
        return scene
    }

    /// Builds the details of exactly `item` (I4); a change reloads the app's items lists.
    /// - Parameter item: The item to show, such as the one `onSelect` received.
    /// - Returns: The details scene.
    public func makeItemDetails(item: Item) -> ItemsDetailsScene {
        let relay = ItemChangeRelay(onUpdate: { [weak self] _ in self?.reloadItemLists() })
        let scene = ItemsDetailsBuilder.makeModule(
            with: item, dataSource: items, navigation: navigation, delegate: relay)
        companions.retain(relay, whileAlive: scene)
        return scene
    }

    /// Builds the add form (I5). Saving stores the item, announces `item_created`, runs `onCreate`,
    /// reloads the app's items lists, then pops the form.
    /// - Parameter onCreate: Runs with the created item.
    /// - Returns: The add scene.
    public func makeAddItem(onCreate: ((Item) throws -> Void)? = nil) -> ItemsAddScene {
        let relay = ItemChangeRelay(onCreate: { [weak self] item in
            guard let self else { return }
            announcements.announce(.itemCreated(title: item.title))
            if let onCreate {
                Self.reporting("items.add on_create", to: pendingWork) { try onCreate(item) }
            }
            reloadItemLists()
        })
        let scene = ItemsAddBuilder.makeModule(with: relay, dataSource: items, navigation: navigation)
        companions.retain(relay, whileAlive: scene)
        return scene
    }

    // MARK: - Melodies

    /// Builds the melodies list over ``store`` (its cache), ``network`` and an API. Once the list is
    /// first shown, settling loads it (M3).
    /// - Parameters:
    ///   - api: The melodies API for this list; ``melodyAPI`` when `nil`.
    ///   - actions: Buttons of the flow's own, after the list's.
    /// - Returns: The melodies view.
    public func makeMelodies(api: (any MelodyRemoteFetching)? = nil, actions: [FlowAction] = []) -> MelodyListView {
        let view = MelodyListBuilder.makeModule(
            cache: StateFileMelodyCache(store), api: api ?? melodyAPI, reachability: network)
        firstShowJobs.add(view, name: "\(view.moduleName): first load") { [weak view] in
            await view?.refresh()
        }
        addActions(actions, to: view)
        return view
    }

    // MARK: - Private

    /// Reloads every items list the app built that is still alive, so what a flow-built Add or Details
    /// module changed shows when the list is back on top.
    private func reloadItemLists() {
        itemLists.removeAll { $0.object == nil }
        for list in itemLists {
            list.object?.refresh()
        }
    }

    /// Runs `body`, reporting what it throws to `pendingWork` under `source`, which names the callback as
    /// flow scripts know it (`login.build on_login`): that is what a failed event's message shows.
    private static func reporting(_ source: String, to pendingWork: PendingWork, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            pendingWork.report(error, from: source)
        }
    }
}
