import FlowScript
import FlowCore

/// The items scenes show `ItemsError`'s text, which names the data source's function
/// (`items store failed in saveItem(_:): ...`); the screens say what could not be done instead
/// (`cannot save the item: ...`). The prefixes are built from `ItemsError` itself, so a message in
/// another shape is shown as it is.
enum ItemsFailureWording {
    /// What each `ItemsDataSource` store call means to the user.
    private static let actions = [
        ("loadItems()", "cannot load the items"),
        ("saveItem(_:)", "cannot save the item"),
        ("deleteAllItems()", "cannot delete the items"),
    ]

    /// `message` with the store function that failed replaced by what could not be done.
    static func reworded(_ message: String) -> String {
        for (operation, action) in actions {
            let prefix = ItemsError.storeFailed(operation: operation, reason: "").description
            if message.hasPrefix(prefix) {
                return "\(action): \(message.dropFirst(prefix.count))"
            }
        }
        return message
    }
}
