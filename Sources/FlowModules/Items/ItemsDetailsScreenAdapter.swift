import FlowScript
import FlowCore

/// Shows an item's details (`"items.details"`): titled with the item, its creation date and status as
/// labels, a button that enables or disables it, and "Back".
public struct ItemsDetailsScreenAdapter: HeadlessScreen {
    /// The title before the item is shown.
    public static let placeholderTitle = "Item"
    /// The button that leaves the details.
    public static let backTitle = "Back"
    /// The button that turns a disabled item on.
    public static let enableTitle = "Enable"
    /// The button that turns an enabled item off.
    public static let disableTitle = "Disable"

    /// The details scene.
    public let view: ItemsDetailsScene

    /// Creates the adapter of `view`.
    public init(view: ItemsDetailsScene) {
        self.view = view
    }

    /// The label stating whether an item is enabled; the add form shows it too.
    public static func statusLabel(isEnabled: Bool) -> String {
        "Status: \(isEnabled ? "Enabled" : "Disabled")"
    }

    /// The title of the button that flips an item's enabled flag.
    public static func toggleTitle(isEnabled: Bool) -> String {
        isEnabled ? disableTitle : enableTitle
    }

    /// The item's details, the error of a failed change, and the buttons.
    public func render() -> Screen {
        guard let item = view.item else {
            return Screen(name: view.moduleName, title: Self.placeholderTitle, buttons: buttons.map(\.button))
        }
        return Screen(
            name: view.moduleName,
            title: item.title,
            labels: ["Created: \(item.dateText)", Self.statusLabel(isEnabled: item.isEnabled)]
                + (view.errorMessage.map { [$0] } ?? []),
            buttons: buttons.map(\.button)
        )
    }

    /// The status switch (while an item is shown) and "Back", described once: a tap is resolved by its index
    /// into this list.
    private var buttons: [FlowAction] {
        let back = FlowAction(title: Self.backTitle) { [view] in view.tapBack() }
        guard let item = view.item else { return [back] }
        return [FlowAction(title: Self.toggleTitle(isEnabled: item.isEnabled)) { [view] in view.tapToggleEnabled() }, back]
    }

    /// Flips the item's enabled flag, or goes back.
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for an action the screen does not offer.
    public func perform(_ action: ScreenAction) throws {
        switch action {
        case .tap(let index, _) where buttons.indices.contains(index):
            try buttons[index].perform()
        default:
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
    }
}
