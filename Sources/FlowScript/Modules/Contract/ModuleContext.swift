import FlowBase
import FlowStore
import Foundation

/// A module's handle on one launch of the app: the store and clock, its declared events, and the hard parts
/// the host carries (async actions with their loading state, callbacks' failures, outputs owned by their views).
public final class ModuleContext {
    /// The module's name.
    public let module: String
    /// The app being launched.
    public unowned let app: FlowApp

    init(module: String, app: FlowApp) {
        self.module = module
        self.app = app
    }

    /// The app's store.
    public var store: AppStateStore { app.store }
    /// The app's clock.
    public var now: () -> Date { app.now }

    /// Announces `event` with `fields`.
    public func announce<Fields>(_ event: ModuleEvent<Fields>, _ fields: Fields) {
        announce(named: event.name, fields: fields.flowValues)
    }

    /// Announces `event`, which has no fields.
    public func announce(_ event: ModuleEvent<NoFields>) {
        announce(named: event.name, fields: [:])
    }

    /// Announces the event `name` by its name: checked against the module's declaration before it is
    /// recorded. An event the module does not declare, a declared field missing, a field of the wrong type
    /// or one not declared is reported as the failure of the event under way, naming the module and the event,
    /// and nothing is announced.
    public func announce(named name: String, fields: [String: FlowValue]) {
        do {
            try app.modules.checkAnnouncement(name, fields: fields, by: module)
        } catch {
            app.pendingWork.report(error, from: module)
            return
        }
        app.recordAnnouncement(Announcement(name, fields: fields))
    }

    /// Runs `body`, a flow's callback such as `settings.build on_sign_out`, reporting what it throws as the
    /// failure of the event under way, named `source`.
    public func report(from source: String, _ body: () throws -> Void) {
        app.report(from: source, body)
    }

    /// The view `build` returns, owning what `build` gave its ``ViewOwner``: a core's output or delegate, which
    /// the core holds weakly, lives exactly as long as the view, with no relay kept by hand.
    ///
    /// ```swift
    /// context.view { own in SettingsBuilder.makeModule(store: table, output: own(SettingsOutputs(context))) }
    /// ```
    public func view<View: ModuleView>(_ build: (_ own: ViewOwner) throws -> View) rethrows -> View {
        let owner = ViewOwner()
        let view = try build(owner)
        for object in owner.objects {
            app.keep(object, whileAlive: view)
        }
        return view
    }

    /// Runs the screen action `action` of `view` as pending work: the host shows `view`'s screen loading
    /// while it runs, a spec's `hold` of a call it makes keeps it running (and the loader on) until
    /// `release`, and what it throws fails the event, named `<screen>: <action>`.
    public func perform(_ action: String, on view: any ModuleView, _ job: @escaping () async throws -> Void) {
        let busy = app.busyViews
        let identifier = ObjectIdentifier(view)
        busy.insert(identifier)
        app.pendingWork.enqueue("\(view.moduleName): \(action)") {
            defer { busy.remove(identifier) }
            try await job()
        }
    }

    /// Runs `job` as pending work once `view` is first shown (a list's first load), with the loader on.
    public func whenFirstShown(_ view: any ModuleView, _ job: @escaping () async throws -> Void) {
        let busy = app.busyViews
        let identifier = ObjectIdentifier(view)
        app.whenFirstShown(view, name: "\(view.moduleName): first load") {
            busy.insert(identifier)
            defer { busy.remove(identifier) }
            try await job()
        }
    }
}
