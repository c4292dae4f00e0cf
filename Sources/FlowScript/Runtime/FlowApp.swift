import FlowBase
import FlowStore
import Foundation

/// The app's composition root: owns the state store, the navigation, the screen adapters, the pending work,
/// the announcements, and one instance of every registered feature module built over them.
///
/// Modules build their views over this app and show them through ``navigation``. Output closures may
/// throw: the cores cannot take an error back, so ``report(from:_:)`` queues it on ``pendingWork``, where
/// it surfaces when the work settles, with the event that caused it.
public final class FlowApp {
    /// Where everything that survives a restart is kept; each module owns its tables.
    public let store: AppStateStore
    /// The modules this app was launched with.
    public let modules: FlowModuleRegistry
    /// The clock modules date things with; fixed for reproducible transcripts.
    public let now: () -> Date
    /// The view hierarchy the modules navigate.
    public let navigation: NavigationStack
    /// The flow-defined buttons of core screens.
    public let flowActions: FlowActionTable
    /// The adapters that show the views: each module registers its own at launch.
    public var adapters: ScreenAdapterRegistry
    /// The asynchronous work started by events, settled before the screen is read.
    public let pendingWork: PendingWork
    /// What the modules announced.
    public let announcements: AnnouncementLog

    private let companions = ModuleCompanions()
    private let firstShowJobs: FirstShowJobs
    private var instances: [ModuleInstance] = []
    /// The views whose async screen action is under way: their screens show the loader.
    let busyViews = BusyViews()

    /// Creates the app over `store` and launches every module of `modules` on it, in registration order.
    /// - Parameters:
    ///   - store: The state store, a file or in memory, with `modules.schema`'s tables.
    ///   - modules: The registered modules.
    ///   - doubles: A spec scenario's doubles, by module name; empty in a plain run.
    ///   - now: The clock that dates what modules create; fix it for reproducible transcripts.
    /// - Throws: ``FlowModuleError/launchFailed(module:cause:)`` naming the module whose launch threw.
    public init(
        store: AppStateStore,
        modules: FlowModuleRegistry,
        doubles: [String: ModuleDoubles] = [:],
        now: @escaping () -> Date = Date.init
    ) throws(FlowModuleError) {
        let pendingWork = PendingWork()
        let navigation = NavigationStack()
        let firstShowJobs = FirstShowJobs()
        let flowActions = FlowActionTable()
        self.store = store
        self.modules = modules
        self.now = now
        self.navigation = navigation
        self.flowActions = flowActions
        self.adapters = ScreenAdapterRegistry()
        self.pendingWork = pendingWork
        self.announcements = AnnouncementLog()
        self.firstShowJobs = firstShowJobs
        // Weak: the settler is stored in the queue it feeds, and the views on the stack hold closures
        // that report to that queue; a strong capture of either would keep the whole app alive.
        pendingWork.addSettler("first show") { [weak pendingWork, weak navigation] in
            guard let pendingWork, let navigation else { return false }
            return firstShowJobs.enqueueShown(in: navigation, on: pendingWork)
        }
        for contract in modules.contracts {
            let name = contract.declaration.name
            let context = ModuleContext(module: name, app: self)
            do {
                let object = try contract.launch(context, doubles[name]?.object)
                instances.append(ModuleInstance(name: name, object: object, context: context, bindings: contract.bindings))
            } catch let error as FlowModuleError {
                throw error
            } catch {
                throw .launchFailed(module: name, cause: error)
            }
        }
    }

    /// The instances of the modules, in registration order.
    public var moduleInstances: [ModuleInstance] { instances }

    /// The object the module `name` launched, when it is of type `Object`.
    public func instance<Object: AnyObject>(_ name: String, as type: Object.Type) -> Object? {
        instances.first { $0.name == name }?.object as? Object
    }

    /// The first launched object of type `Object`, whatever its module's name.
    public func instance<Object: AnyObject>(of type: Object.Type) -> Object? {
        instances.lazy.compactMap { $0.object as? Object }.first
    }

    /// Adds the flow's own buttons to `view`'s screen, after its own buttons.
    public func addActions(_ actions: [FlowAction], to view: any ModuleView) {
        flowActions.add(actions, to: view)
    }

    /// Keeps `companion` alive for as long as `view` lives, wherever the view is held: on the navigation
    /// stack, by a script, or by a core.
    public func keep(_ companion: AnyObject, whileAlive view: any ModuleView) {
        companions.retain(companion, whileAlive: view)
    }

    /// Runs `job` once `view` is first shown on the navigation stack, as pending work named `name` (a list's
    /// first load).
    public func whenFirstShown(_ view: any ModuleView, name: String, job: @escaping PendingWork.Job) {
        firstShowJobs.add(view, name: name, job: job)
    }

    /// Records `announcement`, already checked against its module's declaration (``ModuleContext``).
    func recordAnnouncement(_ announcement: Announcement) {
        announcements.announce(announcement)
    }

    /// Registers `makeAdapter` for `viewType`, showing each view's flow-defined buttons after its own, and the
    /// loader while an async action of the view (``ModuleContext/perform(_:on:_:)``) is under way, with every
    /// button disabled then, the flow's as well as the module's.
    /// - Parameters:
    ///   - viewType: The concrete view class.
    ///   - makeAdapter: Builds the adapter for one view of that type.
    public func registerAdapter<View: ModuleView>(
        _ viewType: View.Type, makeAdapter: @escaping (View) -> any HeadlessScreen
    ) {
        let busy = busyViews
        let actions = flowActions
        adapters.register(viewType) { view in
            // Read per render: a flow may add buttons to a view already shown.
            let withFlowButtons = ScreenWithFlowActions(base: makeAdapter(view)) { [weak view] in
                view.map { actions.actions(for: $0) } ?? []
            }
            return BusyAwareScreen(
                base: withFlowButtons, isBusy: { [weak view] in view.map { busy.contains(ObjectIdentifier($0)) } ?? false })
        }
    }

    /// Runs `body`, reporting what it throws to ``pendingWork`` under `source`, which names the callback as
    /// flow scripts know it (`login.build on_login`): that is what a failed event's message shows.
    public func report(from source: String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            pendingWork.report(error, from: source)
        }
    }
}
