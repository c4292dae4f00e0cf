import FlowBase
import Foundation

/// What the Items scenes show for one item: plain values, ready to render.
public struct ItemDisplayModel: Equatable, Sendable {
    /// The item's id, so a host can tell rows apart.
    public let id: String
    /// The item's title, as stored.
    public let title: String
    /// Whether the item is enabled.
    public let isEnabled: Bool
    /// The item's date as ISO 8601 in UTC to the second, such as `"2024-05-01T09:30:00Z"`: stable
    /// across locales and time zones, so scripted scenarios can compare it as text.
    public let dateText: String

    /// Makes the display model of `item`.
    public init(item: Item) {
        id = item.id
        title = item.title
        isEnabled = item.isEnabled
        dateText = UTCTimestamp.string(from: item.date)
    }
}
