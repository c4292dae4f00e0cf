import Testing
@testable import FlowCore

@Suite("Items errors")
struct ItemsErrorTests {
    @Test("Each error prints as one line naming what is at fault", arguments: [
        (ItemsError.storeFailed(operation: "loadItems()", reason: "disk full"), "items store failed in loadItems(): disk full"),
        (ItemsError.unavailable(reason: "offline"), "items data source unavailable: offline"),
        (ItemsError.blankTitle(" "), #"an item needs a title (got " ")"#),
        (ItemsError.rowOutOfRange(index: 3, count: 1), "row 3 is out of range: the list has 1 row"),
        (ItemsError.rowOutOfRange(index: 0, count: 0), "row 0 is out of range: the list has 0 rows"),
    ])
    func errorDescriptions(error: ItemsError, expected: String) {
        // Then
        #expect(error.description == expected)
        #expect(!error.description.contains("\n"))
    }

    @Test("A newline in a blank title is escaped, so the message stays on one line")
    func blankTitleStaysOnOneLine() {
        // Then
        #expect(ItemsError.blankTitle("\n").description == #"an item needs a title (got "\n")"#)
    }
}
