import FlowScript
import FlowCore

/// Shows the melodies list (`"melodies.list"`): a row per melody (title, artist), the loader, the
/// typed load error as a label (M2, M3), and "Refresh".
///
/// Loading is asynchronous: "Refresh" runs the `refresh` action it is given, which the module runs as the
/// host's async action (pending work, the loader on while it runs).
public struct MelodyListScreenAdapter: HeadlessScreen {
    /// The screen's title.
    public static let title = "Melodies"
    /// The button that loads the melodies again.
    public static let refreshTitle = "Refresh"

    /// The melodies view.
    public let view: MelodyListView
    /// Starts a load.
    public let refresh: () -> Void

    /// Creates the adapter of `view`, starting loads with `refresh`.
    public init(view: MelodyListView, refresh: @escaping () -> Void) {
        self.view = view
        self.refresh = refresh
    }

    /// The melodies, or the load error; "Refresh" is disabled while a load is under way.
    public func render() -> Screen {
        Screen(
            name: view.moduleName,
            title: Self.title,
            labels: view.loadError.map { [$0.description] } ?? [],
            buttons: buttons.map(\.button),
            // A melody cannot be opened: its row is shown, not selectable. It carries the melody's id for specs.
            rows: view.melodies.map { ScreenRow(title: $0.title, detail: $0.artist, isEnabled: false, id: $0.id) },
            isLoading: view.isLoading
        )
    }

    /// Queues a load.
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for anything but "Refresh".
    public func perform(_ action: ScreenAction) throws {
        guard case .tap(let index, _) = action, buttons.indices.contains(index) else {
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
        try buttons[index].perform()
    }

    /// "Refresh", described once: a tap is resolved by its index into this list.
    private var buttons: [FlowAction] {
        [FlowAction(title: Self.refreshTitle, isEnabled: !view.isLoading, perform: refresh)]
    }
}
