@testable import FlowCore

/// Records the changes the details director asks for.
final class ItemsDetailsDataManagingSpy: ItemsDetailsDataManaging {
    private(set) var request: (isEnabled: Bool, item: Item)?

    func setEnabled(_ isEnabled: Bool, for item: Item) { request = (isEnabled, item) }
}
