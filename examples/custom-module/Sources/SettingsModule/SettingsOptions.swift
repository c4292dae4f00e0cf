import FlowScript

/// The options of `app.settings.build`.
struct SettingsOptions: FlowRecord {
    var toggles: [Toggle] = []
    var onSignOut = ScriptFunction()

    static let record = RecordType<SettingsOptions>("settings.Options", [
        .field("toggles", \.toggles, "The toggles, in order."),
        .field("on_sign_out", \.onSignOut, "Runs when Sign Out is tapped, after signed_out."),
    ])

    /// One toggle: `{ key = string, title = string, default = boolean? }`.
    struct Toggle: FlowRecord {
        var key = "", title = ""
        var initial: Bool?

        static let record = RecordType<Toggle>("settings.Toggle", [
            .field("key", \.key, "The key the value is stored under."),
            .field("title", \.title, "What the row shows."),
            .field("default", \.initial, "The value until changed; default false."),
        ])
    }
}
