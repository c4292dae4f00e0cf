@testable import FlowCore

/// Records the events the list scene forwards; `rowCount` decides which rows exist.
final class ItemsListEventsHandlingSpy: ItemsListEventsHandling {
    var rowCount = 0
    private(set) var events: [String] = []

    func onUIReady() { events.append("uiReady") }
    func onRefresh() { events.append("refresh") }
    func onItemSelected(at index: Int) throws(ItemsError) {
        guard index < rowCount else { throw .rowOutOfRange(index: index, count: rowCount) }
        events.append("select \(index)")
    }
    func onAddTapped() { events.append("add") }
    func onDeleteAllTapped() { events.append("deleteAll") }
}
