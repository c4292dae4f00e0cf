@testable import FlowCore

/// Records what the list worker presents.
final class ItemsListDataPresentingSpy: ItemsListDataPresenting {
    private(set) var presentedItems: [[Item]] = []
    private(set) var presentedErrors: [ItemsError] = []

    func present(items: [Item]) { presentedItems.append(items) }
    func presentError(_ error: ItemsError) { presentedErrors.append(error) }
}
