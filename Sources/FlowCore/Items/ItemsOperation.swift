/// What the Items data source was doing with its store when the store failed.
public enum ItemsOperation: Equatable, Sendable {
    /// Reading every item.
    case load
    /// Storing one item (created or changed).
    case save
    /// Removing every item.
    case deleteAll

    /// The store function it calls, as errors for developers name it: `loadItems()`.
    public var storeFunction: String {
        switch self {
        case .load: "loadItems()"
        case .save: "saveItem(_:)"
        case .deleteAll: "deleteAllItems()"
        }
    }

    /// What failed, in the user's words: `cannot save the item`.
    public var failureWording: String {
        switch self {
        case .load: "cannot load the items"
        case .save: "cannot save the item"
        case .deleteAll: "cannot delete the items"
        }
    }
}
