import FlowScript
import FlowCore
import Foundation
import LuaHost

/// Items as scripts see them: tables `{ id = "1", title = "Milk", enabled = true, date = "2024-05-01T09:30:00Z" }`,
/// the date an ISO 8601 string as the list shows it.
enum ItemTable {
    /// What `items.details` says it takes.
    static let expected = "item { id, title, enabled, date }"

    /// The table of `item`.
    static func value(_ item: Item) -> [String: LuaValue] {
        [
            "id": .string(item.id),
            "title": .string(item.title),
            "enabled": .boolean(item.isEnabled),
            "date": .string(UTCTimestamp.string(from: item.date)),
        ]
    }

    /// The item a script passed as argument `position` of `function`: `id`, `title` and `date` are
    /// required, `enabled` defaults to true.
    /// - Throws: ``AppBindingError/badArgument(position:function:expected:got:)`` naming the field at fault.
    static func item(from value: LuaValue, position: Int, function: String) throws -> Item {
        func refuse(_ got: String) -> AppBindingError {
            .badArgument(position: position, function: function, expected: expected, got: got)
        }
        guard case .table(let table) = value else { throw refuse(value.scriptTypeName) }
        let id = try table.rawGet("id")
        let title = try table.rawGet("title")
        let enabled = try table.rawGet("enabled")
        let date = try table.rawGet("date")
        guard let idText = id.stringValue ?? id.intValue.map(String.init) else {
            throw refuse("id = \(id.scriptTypeName)")
        }
        guard let titleText = title.stringValue else { throw refuse("title = \(title.scriptTypeName)") }
        guard enabled == .nil || enabled.boolValue != nil else { throw refuse("enabled = \(enabled.scriptTypeName)") }
        guard let dateText = date.stringValue else { throw refuse("date = \(date.scriptTypeName)") }
        guard let parsed = UTCTimestamp.parse(dateText) else {
            throw refuse("date = \"\(dateText)\" (not ISO 8601)")
        }
        return Item(id: idText, title: titleText, isEnabled: enabled.boolValue ?? true, date: parsed)
    }
}
