import Foundation

/// One entry of the items list.
public struct Item: Equatable, Hashable, Sendable, Identifiable {
    /// A stable identifier, unique within a store.
    public var id: String
    /// The title shown in the list and on the details screen.
    public var title: String
    /// Whether the item is enabled.
    public var isEnabled: Bool
    /// When the item was created.
    public var date: Date

    /// Creates an item; `id` defaults to a fresh UUID string.
    public init(id: String = UUID().uuidString, title: String, isEnabled: Bool = true, date: Date = Date()) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
        self.date = date
    }
}
