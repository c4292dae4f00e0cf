import Testing
@testable import SettingsCore

/// A store that keeps values in memory and can be told to fail.
final class SettingsStoringSpy: SettingsStoring {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    var values: [String: Bool]
    var failsSaves = false
    var failsLoads = false
    private(set) var saves: [String] = []

    init(values: [String: Bool] = [:]) {
        self.values = values
    }

    func loadSettings() throws -> [String: Bool] {
        if failsLoads { throw Failure() }
        return values
    }

    func saveSetting(key: String, isOn: Bool) throws {
        if failsSaves { throw Failure() }
        saves.append("\(key)=\(isOn)")
        values[key] = isOn
    }
}

/// Records what the screen told the app.
final class SettingsOutputSpy: SettingsOutput {
    private(set) var changes: [String] = []
    private(set) var signOuts = 0

    func settingDidChange(key: String, isOn: Bool) { changes.append("\(key)=\(isOn)") }
    func settingsDidRequestSignOut() { signOuts += 1 }
}

@Suite("Settings presenter")
struct SettingsPresenterTests {
    let definitions = [
        SettingDefinition(key: "dark_mode", title: "Dark Mode"),
        SettingDefinition(key: "notifications", title: "Notifications", defaultValue: true),
    ]
    let output = SettingsOutputSpy()

    private func makeView(_ store: SettingsStoringSpy) -> SettingsView {
        let view = SettingsBuilder.makeModule(definitions: definitions, store: store, output: output)
        view.viewDidLoad()
        return view
    }

    @Test("a toggle never changed shows its default; a stored one its value")
    func loadMergesDefaultsAndStoredValues() {
        let view = makeView(SettingsStoringSpy(values: ["notifications": false]))
        #expect(view.rows == [
            SettingRow(key: "dark_mode", title: "Dark Mode", isOn: false),
            SettingRow(key: "notifications", title: "Notifications", isOn: false),
        ])
        #expect(view.errorMessage == nil)
    }

    @Test("toggling stores the new value, shows it and tells the app")
    func toggleStoresShowsAndTells() throws {
        let store = SettingsStoringSpy()
        let view = makeView(store)
        try view.toggle(at: 1)
        #expect(store.saves == ["notifications=false"])
        #expect(view.rows[1].isOn == false)
        #expect(output.changes == ["notifications=false"])
    }

    @Test("a save that fails keeps the toggle, says why, and tells the app nothing")
    func failedSaveKeepsTheToggle() throws {
        let store = SettingsStoringSpy()
        let view = makeView(store)
        store.failsSaves = true
        try view.toggle(at: 0)
        #expect(view.rows[0].isOn == false)
        #expect(view.errorMessage == "cannot save dark_mode: the disk is full")
        #expect(output.changes.isEmpty)

        store.failsSaves = false
        try view.toggle(at: 0)
        #expect(view.errorMessage == nil)
        #expect(view.rows[0].isOn)
    }

    @Test("a store that cannot be read shows the defaults and says why")
    func failedLoadShowsDefaults() {
        let store = SettingsStoringSpy(values: ["dark_mode": true])
        store.failsLoads = true
        let view = makeView(store)
        #expect(view.rows.map(\.isOn) == [false, true])
        #expect(view.errorMessage == "cannot load the settings: the disk is full")
    }

    @Test("a row out of range is refused, naming the count")
    func rowOutOfRangeIsRefused() {
        let view = makeView(SettingsStoringSpy())
        #expect(throws: SettingsError.self) { try view.toggle(at: 2) }
        do {
            try view.toggle(at: 5)
        } catch {
            #expect(error.description == "row 6 is out of range: there are 2 settings")
        }
    }

    @Test("Sign Out is passed on to the app")
    func signOutIsPassedOn() {
        makeView(SettingsStoringSpy()).tapSignOut()
        #expect(output.signOuts == 1)
    }
}
