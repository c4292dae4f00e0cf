@testable import FlowCore

/// Records whether the details director navigated back.
final class ItemsDetailsNavigatingSpy: ItemsDetailsNavigating {
    private(set) var goingBack = false

    func goBack() { goingBack = true }
}
