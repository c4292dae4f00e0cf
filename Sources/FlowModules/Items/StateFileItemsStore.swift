import FlowStore
import FlowScript
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
        try StateFileError.rewording { try store.loadItems() }
    }

    /// Stores `item`.
    /// - Throws: ``StateFileError``, or what `store` throws otherwise.
    func saveItem(_ item: Item) throws {
        try StateFileError.rewording { try store.saveItem(item) }
    }

    /// Removes every stored item.
    /// - Throws: ``StateFileError``, or what `store` throws otherwise.
    func deleteAllItems() throws {
        try StateFileError.rewording { try store.deleteAllItems() }
    }
}
