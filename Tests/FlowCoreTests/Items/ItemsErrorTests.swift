import Testing
@testable import FlowCore

@Suite("Items errors")
struct ItemsErrorTests {
    @Test("Each error prints as one line naming what is at fault", arguments: [
        (ItemsError.storeFailed(operation: .load, reason: "disk full"), "items store failed in loadItems(): disk full"),
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

    @Test("I3, I5: a store failure reads as what failed in the user's words, then why", arguments: [
        (ItemsOperation.load, "cannot load the items: the file is locked"),
        (ItemsOperation.save, "cannot save the item: the file is locked"),
        (ItemsOperation.deleteAll, "cannot delete the items: the file is locked"),
    ])
    func storeFailuresInTheUsersWords(operation: ItemsOperation, expected: String) {
        #expect(ItemsError.storeFailed(operation: operation, reason: "the file is locked").userMessage == expected)
    }

    @Test("The other errors show as they print")
    func otherErrorsShowTheirDescription() {
        #expect(ItemsError.blankTitle("").userMessage == ItemsError.blankTitle("").description)
    }
}
