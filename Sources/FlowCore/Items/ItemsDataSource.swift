import Foundation

/// The data source behind every Items worker: reads and writes an `ItemsStoring` store, and can be
/// steered (I7) to return given items or to fail its next call, for tests and scripted scenarios.
///
/// All calls are synchronous, so a headless host runs a whole flow deterministically. One data
/// source is shared by the List, Details and Add modules of a flow, so what Add creates is what
/// List fetches next.
public final class ItemsDataSource {
    private let store: any ItemsStoring
    private let now: () -> Date
    private let makeID: () -> String
    private var pendingFailure: ItemsError?

    /// Creates a data source over `store`.
    /// - Parameters:
    ///   - store: Where items live; defaults to an empty in-memory store.
    ///   - now: The clock that dates created items; inject a fixed one for reproducible output.
    ///   - makeID: The id of each created item, unique within the store; a fresh UUID string by default,
    ///     inject a sequence for reproducible output.
    public init(
        store: any ItemsStoring = InMemoryItemsStore(), now: @escaping () -> Date = Date.init,
        makeID: @escaping () -> String = { UUID().uuidString }
    ) {
        self.store = store
        self.now = now
        self.makeID = makeID
    }

    // MARK: - Steering (I7)

    /// Makes the following fetches return exactly `items` (oldest first, as every fetch does) by
    /// replacing the store's content with them. This steers the data source; it is not a call that
    /// `failNextCall(with:)` fails.
    /// - Throws: `ItemsError.storeFailed` when the store refuses the change.
    public func returnItems(_ items: [Item]) throws(ItemsError) {
        try run(.deleteAll) { try store.deleteAllItems() }
        for item in items {
            try run(.save) { try store.saveItem(item) }
        }
    }

    /// Makes the next fetch, create, update or delete throw `error` without touching the store;
    /// the call after that behaves normally again.
    public func failNextCall(with error: ItemsError) {
        pendingFailure = error
    }

    /// Whether the next call is set to fail.
    public var willFailNextCall: Bool { pendingFailure != nil }

    // MARK: - Calls

    /// Every item, oldest first.
    /// - Throws: The failure set by `failNextCall(with:)`, or `ItemsError.storeFailed`.
    public func fetchItems() throws(ItemsError) -> [Item] {
        try consumePendingFailure()
        return try run(.load) { try store.loadItems() }
    }

    /// Creates and stores a new item dated by the data source's clock, with the next id.
    /// - Parameters:
    ///   - title: The new item's title, stored as given.
    ///   - isEnabled: Whether the new item is enabled.
    /// - Returns: The stored item.
    /// - Throws: The failure set by `failNextCall(with:)`, or `ItemsError.storeFailed`.
    public func createItem(title: String, isEnabled: Bool) throws(ItemsError) -> Item {
        try consumePendingFailure()
        let item = Item(id: makeID(), title: title, isEnabled: isEnabled, date: now())
        try run(.save) { try store.saveItem(item) }
        return item
    }

    /// Stores `item` over the stored item with the same id.
    /// - Throws: The failure set by `failNextCall(with:)`, or `ItemsError.storeFailed`.
    public func updateItem(_ item: Item) throws(ItemsError) {
        try consumePendingFailure()
        try run(.save) { try store.saveItem(item) }
    }

    /// Removes every item.
    /// - Throws: The failure set by `failNextCall(with:)`, or `ItemsError.storeFailed`.
    public func deleteAllItems() throws(ItemsError) {
        try consumePendingFailure()
        try run(.deleteAll) { try store.deleteAllItems() }
    }

    private func consumePendingFailure() throws(ItemsError) {
        guard let failure = pendingFailure else { return }
        pendingFailure = nil
        throw failure
    }

    /// Runs one store call, naming it in the error if the store throws.
    private func run<Result>(_ operation: ItemsOperation, _ call: () throws -> Result) throws(ItemsError) -> Result {
        do {
            return try call()
        } catch {
            throw .storeFailed(operation: operation, reason: String(describing: error))
        }
    }
}
