import FlowCore

/// The items store the app's Items modules use: the state file, whose failures are reworded as
/// ``StateFileError``, so the screen names the file and what is wrong with it in the user's words.
final class StateFileItemsStore: ItemsStoring {
    private let store: any ItemsStoring

    /// Wraps `store`, normally the app's `AppStateStore`.
    init(_ store: any ItemsStoring) {
        self.store = store
    }

    /// Every stored item, oldest first.
    /// - Throws: ``StateFileError``, or what `store` throws otherwise.
    func loadItems() throws -> [Item] {
        do {
            return try store.loadItems()
        } catch {
            throw StateFileError.reworded(error)
        }
    }

    /// Stores `item`.
    /// - Throws: ``StateFileError``, or what `store` throws otherwise.
    func saveItem(_ item: Item) throws {
        do {
            try store.saveItem(item)
        } catch {
            throw StateFileError.reworded(error)
        }
    }

    /// Removes every stored item.
    /// - Throws: ``StateFileError``, or what `store` throws otherwise.
    func deleteAllItems() throws {
        do {
            try store.deleteAllItems()
        } catch {
            throw StateFileError.reworded(error)
        }
    }
}
