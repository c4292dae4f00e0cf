import FlowScript
import FlowCore

/// Shows the melodies list (`"melodies.list"`): a row per melody (title, artist), the loader, the
/// typed load error as a label (M2, M3), and "Refresh".
///
/// Loading is asynchronous, so "Refresh" queues the load on the runtime's ``PendingWork``, which the
/// driver settles before the screen is read again.
public struct MelodyListScreenAdapter: HeadlessScreen {
    /// The screen's title.
    public static let title = "Melodies"
    /// The button that loads the melodies again.
    public static let refreshTitle = "Refresh"

    /// The melodies view.
    public let view: MelodyListView
    /// Where loads are queued.
    public let pendingWork: PendingWork

    /// Creates the adapter of `view`, queueing loads on `pendingWork`.
    public init(view: MelodyListView, pendingWork: PendingWork) {
        self.view = view
        self.pendingWork = pendingWork
    }

    /// The melodies, or the load error; "Refresh" is disabled while a load is under way.
    public func render() -> Screen {
        Screen(
            name: view.moduleName,
            title: Self.title,
            labels: view.loadError.map { [$0.description] } ?? [],
            buttons: [ScreenButton(title: Self.refreshTitle, isEnabled: !view.isLoading)],
            // A melody cannot be opened: its row is shown, not selectable. It carries the melody's id for specs.
            rows: view.melodies.map { ScreenRow(title: $0.title, detail: $0.artist, isEnabled: false, id: $0.id) },
            isLoading: view.isLoading
        )
    }

    /// Queues a load.
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for anything but "Refresh".
    public func perform(_ action: ScreenAction) throws {
        guard case .tap(_, Self.refreshTitle) = action else {
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
        pendingWork.enqueue("\(view.moduleName): \(Self.refreshTitle)") { [view] in
            await view.refresh()
        }
    }
}
