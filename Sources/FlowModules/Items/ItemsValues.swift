import FlowCore
import FlowScript
import FlowStore
import Foundation

/// Items as specs give them: seeds numbered by place, stored in one go.
enum ItemsValues {
    /// The date a seed without one gets: 2024-01-01T00:00:00Z, the specs' fixed clock.
    static let defaultDate = Date(timeIntervalSince1970: 1_704_067_200)

    /// The id of the seed at `offset` (from 0) that gives none: `item-1` for the first.
    static func seedID(at offset: Int) -> String {
        "item-\(offset + 1)"
    }

    /// The items of `seeds` given to `function`; an item without an id gets ``seedID(at:)`` of its place.
    /// - Throws: ``FlowValueError/badValue(function:detail:)`` naming the two entries that have one id.
    static func items(_ seeds: [ItemSeed], function: String) throws -> [Item] {
        var places: [String: Int] = [:]
        return try seeds.enumerated().map { offset, seed in
            let id = seed.id ?? seedID(at: offset)
            if let earlier = places.updateValue(offset + 1, forKey: id) {
                throw FlowValueError.badValue(
                    function: function, detail: "item \(offset + 1) has the id \"\(id)\" of item \(earlier); ids are unique")
            }
            return Item(id: id, title: seed.title, isEnabled: seed.enabled ?? true, date: seed.date ?? defaultDate)
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
