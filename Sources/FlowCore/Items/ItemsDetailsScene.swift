import FlowBase
/// The scene of the Items details module. It holds what it shows as plain values for a host to
/// render, and forwards the user's actions to its director.
public final class ItemsDetailsScene: ModuleView {
    /// `"items.details"`.
    public let moduleName = "items.details"
    /// The item shown; `nil` only until `viewDidLoad()`.
    public private(set) var item: ItemDisplayModel?
    /// The error of the last failed change, or `nil`.
    public private(set) var errorMessage: String?

    /// The director; the scene owns it.
    private let eventsHandler: any ItemsDetailsEventsHandling

    /// Creates a scene that forwards the user's actions to `eventsHandler`.
    init(eventsHandler: any ItemsDetailsEventsHandling) {
        self.eventsHandler = eventsHandler
    }

    /// I4: the scene is on screen; it shows its item.
    public func viewDidLoad() {
        eventsHandler.onUIReady()
    }

    /// Flips the item's enabled flag and stores it.
    public func tapToggleEnabled() {
        eventsHandler.onToggleEnabledTapped()
    }

    /// Leaves Details.
    public func tapBack() {
        eventsHandler.onBackTapped()
    }
}

extension ItemsDetailsScene: ItemsDetailsDisplaying {
    /// Shows `item` and clears the error.
    public func showItem(_ item: ItemDisplayModel) {
        self.item = item
        errorMessage = nil
    }

    /// Shows `message`; the item stays.
    public func showError(_ message: String) {
        errorMessage = message
    }
}
