@testable import FlowCore

/// Records whether the add director navigated back, into an optional shared call log.
final class ItemsAddNavigatingSpy: ItemsAddNavigating {
    private let order: CallOrder?
    private(set) var goingBack = false

    init(order: CallOrder? = nil) {
        self.order = order
    }

    func goBack() {
        goingBack = true
        order?.record("goBack")
    }
}
