import FlowBase
/// The scene of the Items add module: a form with a title and an enabled switch. It holds the
/// form's values and error as plain values for a host to render, and forwards "Save" and "Cancel"
/// to its director.
public final class ItemsAddScene: ModuleView {
    /// `"items.add"`.
    public let moduleName = "items.add"
    /// The title as typed.
    public private(set) var title = ""
    /// The enabled switch; new items are enabled unless the user turns it off.
    public private(set) var isEnabled = true
    /// The error shown on the form (I5: a refused title, or a failed save), or `nil`.
    public private(set) var errorMessage: String?

    /// The director; the scene owns it.
    private let eventsHandler: any ItemsAddEventsHandling

    /// Creates a scene that forwards "Save" and "Cancel" to `eventsHandler`.
    init(eventsHandler: any ItemsAddEventsHandling) {
        self.eventsHandler = eventsHandler
    }

    /// The form starts empty and needs no data, so there is nothing to ask the director for.
    public func viewDidLoad() {}

    /// Types `title` into the title field, replacing what was there. A message about the last save goes:
    /// it spoke of the text that was there before.
    public func setTitle(_ title: String) {
        self.title = title
        errorMessage = nil
    }

    /// Sets the enabled switch.
    public func setEnabled(_ isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// I5: saves the form as a new item; a blank title is refused with a message in `errorMessage`.
    public func tapSave() {
        eventsHandler.onSaveTapped(title: title, isEnabled: isEnabled)
    }

    /// Leaves without creating anything.
    public func tapCancel() {
        eventsHandler.onCancelTapped()
    }
}

extension ItemsAddScene: ItemsAddDisplaying {
    /// Shows `message` on the form.
    public func showError(_ message: String) {
        errorMessage = message
    }

    /// Removes the error from the form.
    public func hideError() {
        errorMessage = nil
    }
}
