@testable import FlowCore

/// Records what the details worker presents.
final class ItemsDetailsDataPresentingSpy: ItemsDetailsDataPresenting {
    private(set) var updatedItem: Item?
    private(set) var presentedError: ItemsError?

    func present(updatedItem: Item) { self.updatedItem = updatedItem }
    func presentError(_ error: ItemsError) { presentedError = error }
}
