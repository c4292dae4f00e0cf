@testable import FlowCore

/// Records what the details director asks the scene to display.
final class ItemsDetailsDisplayingSpy: ItemsDetailsDisplaying {
    private(set) var shownItem: ItemDisplayModel?
    private(set) var shownError: String?

    func showItem(_ item: ItemDisplayModel) { shownItem = item }
    func showError(_ message: String) { shownError = message }
}
