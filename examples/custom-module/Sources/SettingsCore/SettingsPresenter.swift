/// The settings screen's presenter (MVP): merges the flow's toggles with the stored values, stores each change
/// before showing it, and passes sign-out on. It never touches UI types: the view receives plain rows.
public final class SettingsPresenter {
    private let definitions: [SettingDefinition]
    private let store: any SettingsStoring
    private weak var output: (any SettingsOutput)?
    private weak var view: (any SettingsDisplaying)?
    private var values: [String: Bool] = [:]

    /// Creates the presenter of `definitions` over `store`.
    public init(definitions: [SettingDefinition], store: any SettingsStoring, output: any SettingsOutput) {
        self.definitions = definitions
        self.store = store
        self.output = output
    }

    /// Connects the view it shows to.
    public func attach(_ view: any SettingsDisplaying) {
        self.view = view
    }

    /// Loads the stored values; a toggle never stored shows its default.
    public func load() {
        do {
            values = try store.loadSettings()
            view?.displayError(nil)
        } catch {
            values = [:]
            view?.displayError(SettingsError.storeFailed(.load, cause: error).description)
        }
        view?.display(rows)
    }

    /// Flips the toggle at `index`: stored first, shown and announced once stored; a failed save leaves the
    /// toggle as it was and says why.
    /// - Throws: ``SettingsError/rowOutOfRange(index:count:)``.
    public func toggle(at index: Int) throws(SettingsError) {
        guard definitions.indices.contains(index) else {
            throw .rowOutOfRange(index: index + 1, count: definitions.count)
        }
        let definition = definitions[index]
        let isOn = !(values[definition.key] ?? definition.defaultValue)
        do {
            try store.saveSetting(key: definition.key, isOn: isOn)
        } catch {
            view?.displayError(SettingsError.storeFailed(.save(key: definition.key), cause: error).description)
            return
        }
        values[definition.key] = isOn
        view?.displayError(nil)
        view?.display(rows)
        output?.settingDidChange(key: definition.key, isOn: isOn)
    }

    /// Passes the request to sign out on.
    public func signOut() {
        output?.settingsDidRequestSignOut()
    }

    private var rows: [SettingRow] {
        definitions.map { SettingRow(key: $0.key, title: $0.title, isOn: values[$0.key] ?? $0.defaultValue) }
    }
}
