import FlowScript
import FlowCore

/// Shows the add form (`"items.add"`): the title field, the new item's status with a button that
/// flips it, the error of a refused title or failed save, and "Save" and "Cancel" (I5).
public struct ItemsAddScreenAdapter: HeadlessScreen {
    /// The screen's title.
    public static let title = "New Item"
    /// The title field's identifier, as `type title ...` names it.
    public static let titleFieldID = "title"
    /// The button that creates the item.
    public static let saveTitle = "Save"
    /// The button that leaves without creating anything.
    public static let cancelTitle = "Cancel"

    /// The add scene.
    public let view: ItemsAddScene

    /// Creates the adapter of `view`.
    public init(view: ItemsAddScene) {
        self.view = view
    }

    /// The form; the status and its button read like the details screen's.
    public func render() -> Screen {
        Screen(
            name: view.moduleName,
            title: Self.title,
            labels: [ItemsDetailsScreenAdapter.statusLabel(isEnabled: view.isEnabled)]
                + (view.errorMessage.map { [$0] } ?? []),
            buttons: buttons.map(\.button),
            fields: [
                ScreenField(id: Self.titleFieldID, label: "Title", placeholder: "What is the item?", value: view.title),
            ]
        )
    }

    /// The status switch, "Save" and "Cancel", described once: a tap is resolved by its index into this list.
    private var buttons: [FlowAction] {
        [
            FlowAction(title: ItemsDetailsScreenAdapter.toggleTitle(isEnabled: view.isEnabled)) { [view] in
                view.setEnabled(!view.isEnabled)
            },
            FlowAction(title: Self.saveTitle) { [view] in view.tapSave() },
            FlowAction(title: Self.cancelTitle) { [view] in view.tapCancel() },
        ]
    }

    /// Types the title, flips the status, saves or cancels.
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for an action the form does not offer.
    public func perform(_ action: ScreenAction) throws {
        switch action {
        case .type(Self.titleFieldID, let text):
            view.setTitle(text)
        case .tap(let index, _) where buttons.indices.contains(index):
            try buttons[index].perform()
        default:
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
    }
}
