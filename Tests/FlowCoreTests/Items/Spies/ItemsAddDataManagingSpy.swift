@testable import FlowCore

/// Records the items the add director asks to create.
final class ItemsAddDataManagingSpy: ItemsAddDataManaging {
    private(set) var created: (title: String, isEnabled: Bool)?

    func createItem(title: String, isEnabled: Bool) { created = (title, isEnabled) }
}
