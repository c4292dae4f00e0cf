import FlowScript

/// The fields of `setting_changed`.
struct SettingChange: FlowRecord {
    var key = "", value = ""

    static let record = RecordType<SettingChange>("settings.SettingChange", [
        .field("key", \.key, "The toggle."),
        .field("value", \.value, "\"on\" or \"off\"."),
    ])
}
