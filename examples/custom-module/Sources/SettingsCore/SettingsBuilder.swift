/// Wires the settings screen: presenter, view and the store and output they need.
public enum SettingsBuilder {
    /// Builds the screen of `definitions` over `store`, telling `output` what happens.
    public static func makeModule(
        definitions: [SettingDefinition], store: any SettingsStoring, output: any SettingsOutput
    ) -> SettingsView {
        let presenter = SettingsPresenter(definitions: definitions, store: store, output: output)
        let view = SettingsView(presenter: presenter)
        presenter.attach(view)
        return view
    }
}
