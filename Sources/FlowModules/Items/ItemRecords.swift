import FlowCore
import FlowScript
import Foundation
import FlowBase
import LuaHost

/// An item as scripts see it: `{ id = "1", title = "Milk", enabled = true, date = "2024-05-01T09:30:00Z" }`,
/// what `items.details` takes, callbacks receive and `persisted().items` shows.
struct ItemRecord: FlowRecord, FlowValueConvertible {
    var id = ""
    var title = ""
    var enabled: Bool?
    var date = Date(timeIntervalSince1970: 0)

    static let record = RecordType<ItemRecord>("flowhost.Item", [
        .field("id", \.id, "The item's identity."),
        .field("title", \.title, "What the list shows."),
        .field("enabled", \.enabled, "Whether the item is enabled; default true."),
        .field("date", \.date, "When it was created, ISO 8601."),
    ])

    var item: Item { Item(id: id, title: title, isEnabled: enabled ?? true, date: date) }

    /// The table a flow's callback receives for `item`.
    static func table(_ item: Item) -> [String: LuaValue] {
        [
            "id": .string(item.id), "title": .string(item.title), "enabled": .boolean(item.isEnabled),
            "date": .string(UTCTimestamp.string(from: item.date)),
        ]
    }
}

extension ItemRecord {
    init(_ item: Item) {
        self.init(id: item.id, title: item.title, enabled: item.isEnabled, date: item.date)
    }
}

/// An item as specs seed it; what is left out gets a default.
struct ItemSeed: FlowRecord {
    var id: String?
    var title = ""
    var enabled: Bool?
    var date: Date?

    static let record = RecordType<ItemSeed>("flowhost.ItemSeed", [
        .field("id", \.id, "Default: item-N for the Nth seed."),
        .field("title", \.title, "The title."),
        .field("enabled", \.enabled, "Default true."),
        .field("date", \.date, "ISO 8601 (\"2024-05-01\") or seconds since 1970; default 2024-01-01."),
    ])
}

/// The options of `app.items.list`.
struct ItemsListOptions: FlowRecord {
    var onSelect: ScriptFunction?
    var onAdd: ScriptFunction?
    var actions: [ButtonOption]?

    static let record = RecordType<ItemsListOptions>("flowhost.ItemsListOptions", [
        .field("on_select", \.onSelect, "Runs with the selected item; default: push its details."),
        .field("on_add", \.onAdd, "Runs when Add is tapped; default: push the add form."),
        .field("actions", \.actions, "Buttons of the flow's own, after the list's."),
    ])
}

/// The options of `app.items.add`.
struct ItemsAddOptions: FlowRecord {
    var onCreate: ScriptFunction?

    static let record = RecordType<ItemsAddOptions>("flowhost.ItemsAddOptions", [
        .field("on_create", \.onCreate, "Runs with the created item."),
    ])
}

/// The fields of `item_created`.
struct ItemCreated: FlowRecord {
    var title = ""

    static let record = RecordType<ItemCreated>("flowhost.ItemCreated", [.field("title", \.title, "The new item's title.")])
}
