import FlowScript
import FlowStore
import SettingsCore

/// `services.settings` in one spec scenario: a failure of the next save, kept across relaunches until used.
final class SettingsDoubles: FlowModuleDoubles {
    /// The message the next save fails with, or nil.
    var failNextSave: String?

    func perform(_ action: String, arguments: [FlowValue], store: AppStateStore?) throws {
        let function = "services.settings.\(action)"
        guard action == "fail_next_save" else { throw FlowValueError.unknownAction(function) }
        failNextSave = try FlowValueReader(function: function).optionalString(arguments, 1)
            ?? FlowModuleDefaults.failureReason
    }
}

/// The settings table with the scenario's planned failure in front of it.
final class FailableSettingsStore: SettingsStoring {
    /// The failure a spec asked for.
    struct PlannedFailure: Error, CustomStringConvertible {
        let description: String
    }

    private let base: any SettingsStoring
    private let doubles: SettingsDoubles

    init(base: any SettingsStoring, doubles: SettingsDoubles) {
        self.base = base
        self.doubles = doubles
    }

    func loadSettings() throws -> [String: Bool] {
        try base.loadSettings()
    }

    func saveSetting(key: String, isOn: Bool) throws {
        if let message = doubles.failNextSave {
            doubles.failNextSave = nil
            throw PlannedFailure(description: message)
        }
        try base.saveSetting(key: key, isOn: isOn)
    }
}
