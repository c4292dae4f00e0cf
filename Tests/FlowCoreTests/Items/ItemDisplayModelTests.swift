import Foundation
import Testing
@testable import FlowCore

@Suite("Item display model")
struct ItemDisplayModelTests {
    @Test("I2: the display model carries the title, the enabled flag and the date as ISO 8601 UTC")
    func displayModelFormatsTheDate() {
        // When
        let model = ItemDisplayModel(item: ItemsFixtures.two)

        // Then
        #expect(model.id == "two")
        #expect(model.title == "two")
        #expect(model.isEnabled == false)
        #expect(model.dateText == "2024-05-01T09:31:00Z")
    }

    @Test("The date text drops fractions of a second")
    func fractionsAreDropped() {
        // Given
        let item = Item(title: "t", date: ItemsFixtures.firstDate.addingTimeInterval(0.75))

        // Then
        #expect(ItemDisplayModel(item: item).dateText == "2024-05-01T09:30:00Z")
    }
}
