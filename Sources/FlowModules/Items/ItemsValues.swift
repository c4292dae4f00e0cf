import FlowCore
import FlowScript
import FlowStore
import Foundation

/// Items as specs give and read them: `{ title =, enabled =, date = }` seeds and `persisted().items` records.
enum ItemsValues {
    /// The date a seed without one gets: 2024-01-01T00:00:00Z, the specs' fixed clock.
    static let defaultDate = Date(timeIntervalSince1970: 1_704_067_200)

    /// The record of `item` in `persisted()`: what a spec can seed and compare (ids are random, so left out).
    static func value(_ item: Item) -> FlowValue {
        .record([
            "title": .string(item.title), "enabled": .boolean(item.isEnabled),
            "date": .string(item.date.formatted(.iso8601)),
        ])
    }

    /// The items of a seed list given to `function`.
    /// - Throws: ``FlowValueError/badValue(function:detail:)`` naming the entry and field at fault.
    static func items(_ value: FlowValue, function: String) throws -> [Item] {
        let reader = FlowValueReader(function: function)
        return try reader.records(value).enumerated().map { offset, entry in
            let place = "item \(offset + 1)"
            return Item(
                title: try reader.text(entry, "title", place),
                isEnabled: try reader.flag(entry, "enabled", place) ?? true,
                date: try reader.date(entry, "date", place) ?? defaultDate)
        }
    }

    /// Replaces the stored items with `items`, in one transaction.
    static func replace(with items: [Item], in store: AppStateStore) throws {
        let table = ItemsTable(store: store)
        try table.deleteAllItems()
        for item in items {
            try table.saveItem(item)
        }
    }
}
