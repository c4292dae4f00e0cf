import FlowScript
import FlowCore

/// Hands the Items modules' delegate calls to closures: the delegate a flow-built Add or Details
/// module reports to, since the cores hold delegates weakly and a flow has no director to offer.
final class ItemChangeRelay: ItemsAddDelegate, ItemsDetailsDelegate {
    private let onCreate: (Item) -> Void
    private let onUpdate: (Item) -> Void

    init(onCreate: @escaping (Item) -> Void = { _ in }, onUpdate: @escaping (Item) -> Void = { _ in }) {
        self.onCreate = onCreate
        self.onUpdate = onUpdate
    }

    func itemDidCreate(_ item: Item) {
        onCreate(item)
    }

    func itemDidUpdate(_ item: Item) {
        onUpdate(item)
    }
}
