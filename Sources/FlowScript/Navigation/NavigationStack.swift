import FlowBase

/// The headless host's view hierarchy: a root stack plus modal presentations, each a stack of its own.
///
/// It owns the views it shows (strongly), calls `viewDidLoad()` once per view when the view is first
/// shown, and records every change for the transcript. The cores speak to it through `Navigating`, whose
/// requests cannot fail; a request that cannot apply (a `pop` on a stack's root, a `dismiss` with nothing
/// presented) changes nothing and is kept in ``takeFailures()`` for the runtime to report.
public final class NavigationStack: Navigating {
    /// The presentation layers, bottom first: `layers[0]` is the root stack, each later one a modal
    /// presentation. Each stack lists its views bottom first.
    public private(set) var layers: [[any ModuleView]] = []

    private var pendingChanges: [NavigationChange] = []
    private var pendingFailures: [NavigationError] = []
    private var loadedViews: [ObjectIdentifier: LoadedView] = [:]

    /// Creates an empty hierarchy.
    public init() {}

    /// The view on screen: the top of the topmost stack.
    public var topView: (any ModuleView)? {
        layers.last?.last
    }

    /// Whether ``back()`` would pop or dismiss something.
    public var canGoBack: Bool {
        (layers.last?.count ?? 0) > 1 || layers.count > 1
    }

    /// The module names of ``layers``, for inspection and messages.
    public var hierarchy: [[String]] {
        layers.map { stack in stack.map(\.moduleName) }
    }

    /// Pushes `view` on the topmost stack; on an empty hierarchy it becomes the root.
    public func push(_ view: any ModuleView) {
        if layers.isEmpty {
            layers = [[view]]
        } else {
            layers[layers.count - 1].append(view)
        }
        record(.push, [view])
        loadIfNeeded(view)
    }

    /// Presents `view` as a new modal stack; on an empty hierarchy it becomes the root.
    public func present(_ view: any ModuleView) {
        layers.append([view])
        record(.present, [view])
        loadIfNeeded(view)
    }

    /// Pops the top view of the topmost stack, or records a failure when it is that stack's root.
    public func pop() {
        do throws(NavigationError) {
            try popTop()
        } catch {
            pendingFailures.append(error)
        }
    }

    /// Dismisses the topmost modal presentation, or records a failure when nothing is presented.
    public func dismiss() {
        do throws(NavigationError) {
            try dismissTop()
        } catch {
            pendingFailures.append(error)
        }
    }

    /// Replaces the whole hierarchy with `view` as its only root.
    public func replaceRoot(with view: any ModuleView) {
        layers = [[view]]
        record(.replaceRoot, [view])
        loadIfNeeded(view)
    }

    /// Goes back as a user would: pops when the topmost stack has more than one view, otherwise
    /// dismisses the topmost presentation.
    /// - Throws: ``NavigationError/backOnRoot(module:)`` on the root screen,
    ///   ``NavigationError/nothingShown(request:)`` on an empty hierarchy.
    public func back() throws(NavigationError) {
        guard let top = layers.last, let view = top.last else {
            throw .nothingShown(request: "go back")
        }
        if top.count > 1 {
            try popTop()
        } else if layers.count > 1 {
            try dismissTop()
        } else {
            throw .backOnRoot(module: view.moduleName)
        }
    }

    /// The changes made since the previous call, oldest first.
    public func takeChanges() -> [NavigationChange] {
        defer { pendingChanges = [] }
        return pendingChanges
    }

    /// The `Navigating` requests that could not apply since the previous call, oldest first.
    public func takeFailures() -> [NavigationError] {
        defer { pendingFailures = [] }
        return pendingFailures
    }

    private func popTop() throws(NavigationError) {
        guard let top = layers.last, let view = top.last else {
            throw .nothingShown(request: "pop")
        }
        guard top.count > 1 else {
            throw .popOnStackRoot(module: view.moduleName)
        }
        layers[layers.count - 1].removeLast()
        record(.pop, [view])
    }

    private func dismissTop() throws(NavigationError) {
        guard let top = layers.last, let view = top.last else {
            throw .nothingShown(request: "dismiss")
        }
        guard layers.count > 1 else {
            throw .dismissWithoutPresentation(module: view.moduleName)
        }
        layers.removeLast()
        record(.dismiss, top)
    }

    private func record(_ kind: NavigationChangeKind, _ views: [any ModuleView]) {
        pendingChanges.append(NavigationChange(kind: kind, modules: views.map(\.moduleName)))
    }

    /// Runs after the hierarchy is updated and the change recorded, so a `viewDidLoad` that navigates
    /// (a finished tutorial replacing the root) sees a consistent stack and records after it.
    private func loadIfNeeded(_ view: any ModuleView) {
        let id = ObjectIdentifier(view)
        if let loaded = loadedViews[id]?.view, loaded === view {
            return
        }
        loadedViews = loadedViews.filter { $0.value.view != nil }
        loadedViews[id] = LoadedView(view: view)
        view.viewDidLoad()
    }
}
