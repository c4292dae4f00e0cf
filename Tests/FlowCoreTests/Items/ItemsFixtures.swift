import Foundation
@testable import FlowCore

/// Items with fixed ids and dates, so expectations can name them.
enum ItemsFixtures {
    /// 2024-05-01T09:30:00Z.
    static let firstDate = Date(timeIntervalSince1970: 1_714_555_800)
    static let one = Item(id: "one", title: "one", isEnabled: true, date: firstDate)
    static let two = Item(id: "two", title: "two", isEnabled: false, date: firstDate.addingTimeInterval(60))
    static let three = Item(id: "three", title: "three", isEnabled: true, date: firstDate.addingTimeInterval(120))
}
