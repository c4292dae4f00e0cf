import Foundation

/// The director (VIPER-S presenter) of the Items add module: validates the title, asks the worker
/// to create the item, then tells its delegate and navigates back (I5).
public final class ItemsAddDirector {
    /// The scene; weak because the scene owns this director.
    weak var ui: (any ItemsAddDisplaying)?
    /// Told when an item is created; weak because it is the presenting module's director.
    private weak var delegate: (any ItemsAddDelegate)?
    private let dataManager: any ItemsAddDataManaging
    private let navigator: any ItemsAddNavigating

    /// Creates a director that reports created items to `delegate`; set `ui` to the scene (the
    /// builder does).
    init(delegate: (any ItemsAddDelegate)?, dataManager: any ItemsAddDataManaging, navigator: any ItemsAddNavigating) {
        self.delegate = delegate
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

extension ItemsAddDirector: ItemsAddEventsHandling {
    /// I5: refuses a blank title with `ItemsError.blankTitle` on the form; otherwise creates the
    /// item with its title trimmed of surrounding whitespace.
    public func onSaveTapped(title: String, isEnabled: Bool) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            ui?.showError(ItemsError.blankTitle(title).userMessage)
            return
        }
        ui?.hideError()
        dataManager.createItem(title: trimmed, isEnabled: isEnabled)
    }

    /// Leaves Add without creating anything.
    public func onCancelTapped() {
        navigator.goBack()
    }
}

extension ItemsAddDirector: ItemsAddDataPresenting {
    /// I5: tells the delegate, then navigates back.
    public func presentCreated(_ item: Item) {
        delegate?.itemDidCreate(item)
        navigator.goBack()
    }

    /// Shows the error on the form and stays, so the user can try again.
    public func presentError(_ error: ItemsError) {
        ui?.showError(error.userMessage)
    }
}
