import FlowCore
import FlowScript
import FlowStore
import Foundation

/// Items as specs give and read them: `{ id =, title =, enabled =, date = }` seeds and `persisted().items` records.
enum ItemsValues {
    /// The date a seed without one gets: 2024-01-01T00:00:00Z, the specs' fixed clock.
    static let defaultDate = Date(timeIntervalSince1970: 1_704_067_200)

    /// The record of `item` in `persisted()`: what a spec can seed and compare. In a scenario ids are
    /// `item-1`, `item-2`... (``seedID(at:)``, ``ItemsDoubles/nextID(in:)``), so they compare as the rest.
    static func value(_ item: Item) -> FlowValue {
        .record([
            "id": .string(item.id), "title": .string(item.title), "enabled": .boolean(item.isEnabled),
            "date": .string(UTCTimestamp.string(from: item.date)),
        ])
    }

    /// The id of the seed at `offset` (from 0) that gives none: `item-1` for the first.
    static func seedID(at offset: Int) -> String {
        "item-\(offset + 1)"
    }

    /// The items of a seed list given to `function`; an item without an id gets ``seedID(at:)`` of its place.
    /// - Throws: ``FlowValueError/badValue(function:detail:)`` naming the entry and field at fault, or the two
    ///   entries that have one id.
    static func items(_ value: FlowValue, function: String) throws -> [Item] {
        let reader = FlowValueReader(function: function)
        var places: [String: Int] = [:]
        return try reader.records(value).enumerated().map { offset, entry in
            let place = "item \(offset + 1)"
            let id = try reader.optionalText(entry, "id", place) ?? seedID(at: offset)
            if let earlier = places.updateValue(offset + 1, forKey: id) {
                throw FlowValueError.badValue(
                    function: function, detail: "\(place) has the id \"\(id)\" of item \(earlier); ids are unique")
            }
            return Item(
                id: id,
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
