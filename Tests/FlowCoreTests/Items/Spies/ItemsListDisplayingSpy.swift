@testable import FlowCore

/// Records what the list director asks the scene to display.
final class ItemsListDisplayingSpy: ItemsListDisplaying {
    var isLoading = false
    private(set) var presentedRows: [ItemDisplayModel] = []
    private(set) var successIsPresented = false
    private(set) var presentedError: String?

    func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
    }

    func showItems(_ rows: [ItemDisplayModel]) {
        presentedRows = rows
        successIsPresented = true
    }

    func showError(_ message: String) {
        presentedError = message
    }
}
