import FlowScript
import LuaHost

/// Builds the fresh tables the host functions return to the DSL (`H.screen()`, `H.persisted()`...), in the
/// shapes spec.lua's contract gives.
struct SpecTableWriter {
    /// The spec's state; the writer lives in closures that state owns, so it never outlives it.
    unowned let state: LuaState

    /// A sequence of strings.
    func list(_ values: [String]) throws -> LuaTable {
        let table = try state.newTable()
        for (offset, value) in values.enumerated() {
            try table.rawSet(offset + 1, value)
        }
        return table
    }

    /// `{ name, title, images, labels, buttons, disabled, fields, rows, loading, alert }`, rows `{ title, detail,
    /// enabled, id }`; secure field values are masked, as everywhere the runtime shows a screen.
    func screen(_ screen: Screen) throws -> LuaTable {
        let table = try state.newTable()
        try table.rawSet("name", screen.name)
        try table.rawSet("title", screen.title)
        try table.rawSet("images", list(screen.images))
        try table.rawSet("labels", list(screen.labels))
        try table.rawSet("buttons", list(screen.buttons.map(\.title)))
        try table.rawSet("disabled", list(screen.buttons.filter { !$0.isEnabled }.map(\.title)))
        let fields = try state.newTable()
        for field in screen.fields.map({ $0.masked() }) {
            let entry = try state.newTable()
            try entry.rawSet("label", field.label)
            try entry.rawSet("placeholder", field.placeholder)
            try entry.rawSet("value", field.value)
            try entry.rawSet("secure", field.isSecure)
            try fields.rawSet(field.id, entry)
        }
        try table.rawSet("fields", fields)
        let rows = try state.newTable()
        for (offset, row) in screen.rows.enumerated() {
            let entry = try state.newTable()
            try entry.rawSet("title", row.title)
            if let detail = row.detail {
                try entry.rawSet("detail", detail)
            }
            try entry.rawSet("enabled", row.isEnabled)
            if let id = row.id {
                try entry.rawSet("id", id)
            }
            try rows.rawSet(offset + 1, entry)
        }
        try table.rawSet("rows", rows)
        try table.rawSet("loading", screen.isLoading)
        if let alert = screen.alert {
            let entry = try state.newTable()
            try entry.rawSet("title", alert.title)
            try entry.rawSet("message", alert.message)
            try entry.rawSet("actions", list(alert.actions.map(\.title)))
            try table.rawSet("alert", entry)
        }
        return table
    }

    /// `persisted()`: every module's keys.
    func persisted(_ persisted: [String: FlowValue]) throws -> LuaTable {
        let table = try state.newTable()
        for (key, value) in persisted {
            try table.rawSet(key, lua(value))
        }
        return table
    }

    /// `value` as Lua: lists and records become tables.
    func lua(_ value: FlowValue) throws -> LuaValue {
        switch value {
        case .nil: return .nil
        case .boolean(let flag): return .boolean(flag)
        case .integer(let number): return .integer(number)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .list(let list):
            let table = try state.newTable()
            for (offset, element) in list.enumerated() {
                try table.rawSet(offset + 1, lua(element))
            }
            return .table(table)
        case .record(let record):
            let table = try state.newTable()
            for (key, element) in record {
                try table.rawSet(key, lua(element))
            }
            return .table(table)
        }
    }

    /// `{ { name = "login", user_id = "7" }, ... }`: each event's name plus its fields.
    func announcements(_ announcements: [Announcement]) throws -> LuaTable {
        let table = try state.newTable()
        for (offset, announcement) in announcements.enumerated() {
            let entry = try state.newTable()
            try entry.rawSet("name", announcement.name)
            for (key, value) in announcement.fields {
                try entry.rawSet(key, value)
            }
            try table.rawSet(offset + 1, entry)
        }
        return table
    }
}
