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
        try value.luaValue(in: state)
    }

    /// `{ { name = "login", user_id = "7" }, ... }`: each event's name plus its fields.
    func announcements(_ announcements: [Announcement]) throws -> LuaTable {
        let table = try state.newTable()
        for (offset, announcement) in announcements.enumerated() {
            try table.rawSet(offset + 1, event(announcement))
        }
        return table
    }

    /// `{ { name = "login", user_id = "7" }, ... }`: each announcement as ``announcements(_:)`` writes it.
    private func event(_ announcement: Announcement) throws -> LuaTable {
        let entry = try state.newTable()
        try entry.rawSet("name", announcement.name)
        for (key, value) in announcement.fields {
            try entry.rawSet(key, value.luaValue(in: state))
        }
        return entry
    }

    /// The timeline entries from `entries`: `{ screen = <top or nil>, stack = { ... } }` for a screen change,
    /// `{ announced = { name = ..., <fields> } }` for an announcement.
    func timeline(_ entries: ArraySlice<SpecTimelineEntry>) throws -> LuaTable {
        let table = try state.newTable()
        for (offset, entry) in entries.enumerated() {
            let row = try state.newTable()
            switch entry {
            case .screen(let stack):
                if let top = stack.last {
                    try row.rawSet("screen", top)
                }
                try row.rawSet("stack", list(stack))
            case .announced(let announcement):
                try row.rawSet("announced", event(announcement))
            }
            try table.rawSet(offset + 1, row)
        }
        return table
    }

    /// `{ { email = "..." }, ... }`: each call's recorded arguments.
    func calls(_ calls: [ServiceCall]) throws -> LuaTable {
        let table = try state.newTable()
        for (offset, call) in calls.enumerated() {
            try table.rawSet(offset + 1, lua(.record(call.arguments)))
        }
        return table
    }
}
