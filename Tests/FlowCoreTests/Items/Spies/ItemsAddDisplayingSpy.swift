@testable import FlowCore

/// Records what the add director asks the scene to display.
final class ItemsAddDisplayingSpy: ItemsAddDisplaying {
    private(set) var shownError: String?
    private(set) var errorHidden = false

    func showError(_ message: String) { shownError = message }
    func hideError() {
        shownError = nil
        errorHidden = true
    }
}
