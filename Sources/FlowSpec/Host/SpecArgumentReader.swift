import FlowCore
import Foundation
import LuaHost

/// Reads the arguments of `H.service(service, action, ...)` and `H.preset(name, ...)`. The DSL checked their
/// types; what it cannot check, the contents of item and melody tables, is checked here.
struct SpecArgumentReader {
    /// The arguments of the host function being called.
    let arguments: LuaArguments

    /// The service action of `H.service(service, action, ...)`.
    /// - Throws: ``SpecHostError/unknownAction(_:)``, ``SpecHostError/badValue(function:detail:)``, or an
    ///   argument error.
    func serviceAction() throws -> SpecServiceAction {
        let service = try arguments.string(1)
        let action = try arguments.string(2)
        let function = "services.\(service).\(action)"
        switch (service, action) {
        case ("items", "returns"):
            return .itemsReturn(try items(at: 3, function: function))
        case ("items", "fail_next"):
            return .itemsFailNext(reason: try arguments.optionalString(3) ?? SpecHost.defaultFailureReason)
        case ("melodies", "returns"):
            return .melodiesReturn(try melodies(at: 3, function: function))
        case ("melodies", "stored"):
            return .melodiesStored(try melodies(at: 3, function: function))
        case ("melodies", "offline"):
            return .network(available: false)
        case ("melodies", "online"):
            return .network(available: true)
        case ("melodies", "fail_next"):
            return .melodiesFailNext(try melodyError(at: 3, function: function))
        case ("login", "accept"):
            return .loginAccept(
                email: try arguments.string(3), password: try arguments.string(4), userId: try arguments.string(5))
        case ("login", "reject"):
            return .loginReject(email: try arguments.string(3), password: try arguments.string(4))
        case ("login", "fail_next"):
            return .loginFailNext(reason: try arguments.optionalString(3) ?? SpecHost.defaultFailureReason)
        default:
            throw SpecHostError.unknownAction(function)
        }
    }

    /// The preset of `H.preset(name, ...)`.
    /// - Throws: ``SpecHostError/unknownAction(_:)``, ``SpecHostError/badValue(function:detail:)``, or an
    ///   argument error.
    func preset() throws -> SpecPreset {
        let name = try arguments.string(1)
        switch name {
        case "tutorial_seen":
            return .tutorialSeen(try arguments.optionalBool(2) ?? true)
        case "logged_in":
            return .loggedIn(userId: try arguments.string(2))
        case "items":
            return .items(try items(at: 2, function: "preset.items"))
        default:
            throw SpecHostError.unknownAction("preset.\(name)")
        }
    }

    // MARK: - Tables

    /// `{ { title = "Milk", enabled = true, date = "2024-05-01" }, ... }`: `enabled` defaults to true, `date`
    /// (ISO 8601, a day or a UTC time, or seconds since 1970) to the scenario's clock.
    private func items(at position: Int, function: String) throws -> [Item] {
        try entries(at: position, function: function).enumerated().map { offset, entry in
            let place = "item \(offset + 1)"
            return Item(
                title: try text(entry, "title", place, function: function),
                isEnabled: try flag(entry, "enabled", place, function: function) ?? true,
                date: try date(entry, place, function: function) ?? SpecApp.clockTime)
        }
    }

    /// `{ { title = "Ode to Joy", artist = "Beethoven", id = "ode" }, ... }`: `id` defaults to the title.
    private func melodies(at position: Int, function: String) throws -> [Melody] {
        try entries(at: position, function: function).enumerated().map { offset, entry in
            let place = "melody \(offset + 1)"
            let title = try text(entry, "title", place, function: function)
            return Melody(
                id: try optionalText(entry, "id", place, function: function) ?? title,
                title: title,
                artist: try optionalText(entry, "artist", place, function: function) ?? "")
        }
    }

    private func melodyError(at position: Int, function: String) throws -> MelodyServiceError {
        switch try arguments.string(position) {
        case "unknown": return .unknownError(reason: SpecHost.defaultFailureReason)
        case "no_network": return .noNetwork
        case "no_data": return .noData
        case let other:
            throw SpecHostError.badValue(function: function, detail: "\"\(other)\" is not unknown, no_network or no_data")
        }
    }

    private func entries(at position: Int, function: String) throws -> [LuaTable] {
        let list = try arguments.table(position)
        var entries: [LuaTable] = []
        for offset in 0..<list.rawLength {
            guard case .table(let entry) = try list.rawGet(offset + 1) else {
                throw SpecHostError.badValue(function: function, detail: "entry \(offset + 1) is not a table")
            }
            entries.append(entry)
        }
        return entries
    }

    private func text(_ entry: LuaTable, _ key: String, _ place: String, function: String) throws -> String {
        guard let value = try optionalText(entry, key, place, function: function) else {
            throw SpecHostError.badValue(function: function, detail: "\(place) has no \(key)")
        }
        return value
    }

    private func optionalText(_ entry: LuaTable, _ key: String, _ place: String, function: String) throws -> String? {
        switch try entry.rawGet(key) {
        case .nil: return nil
        case .string(let text): return text
        case let other:
            throw SpecHostError.badValue(function: function, detail: "\(place): \(key) must be a string, got \(other.typeName)")
        }
    }

    private func flag(_ entry: LuaTable, _ key: String, _ place: String, function: String) throws -> Bool? {
        switch try entry.rawGet(key) {
        case .nil: return nil
        case .boolean(let flag): return flag
        case let other:
            throw SpecHostError.badValue(function: function, detail: "\(place): \(key) must be a boolean, got \(other.typeName)")
        }
    }

    private func date(_ entry: LuaTable, _ place: String, function: String) throws -> Date? {
        let value = try entry.rawGet("date")
        if case .nil = value { return nil }
        if let seconds = value.doubleValue {
            return Date(timeIntervalSince1970: seconds)
        }
        if case .string(let text) = value {
            let full = text.count == 10 ? text + "T00:00:00Z" : text
            if let date = try? Date(full, strategy: .iso8601) {
                return date
            }
        }
        throw SpecHostError.badValue(
            function: function,
            detail: "\(place): date must be ISO 8601 (\"2024-05-01\" or \"2024-05-01T09:30:00Z\") or seconds since 1970")
    }
}
