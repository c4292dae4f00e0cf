import FlowBase

/// The settings screen's view: holds what it shows as plain values and forwards the user's actions.
public final class SettingsView: ModuleView, SettingsDisplaying {
    public let moduleName = "settings"
    /// The toggles, in order.
    public private(set) var rows: [SettingRow] = []
    /// Why the last change could not be kept, or nil.
    public private(set) var errorMessage: String?

    private let presenter: SettingsPresenter

    /// Creates the view over `presenter`; ``SettingsBuilder`` wires them.
    public init(presenter: SettingsPresenter) {
        self.presenter = presenter
    }

    public func viewDidLoad() {
        presenter.load()
    }

    /// Toggles the row at `index` (from 0).
    /// - Throws: ``SettingsError/rowOutOfRange(index:count:)``.
    public func toggle(at index: Int) throws(SettingsError) {
        try presenter.toggle(at: index)
    }

    /// Asks to sign out.
    public func tapSignOut() {
        presenter.signOut()
    }

    public func display(_ rows: [SettingRow]) {
        self.rows = rows
    }

    public func displayError(_ message: String?) {
        errorMessage = message
    }
}
