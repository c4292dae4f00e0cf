@testable import FlowCore

/// Records what the add worker presents.
final class ItemsAddDataPresentingSpy: ItemsAddDataPresenting {
    private(set) var createdItem: Item?
    private(set) var presentedError: ItemsError?

    func presentCreated(_ item: Item) { createdItem = item }
    func presentError(_ error: ItemsError) { presentedError = error }
}
