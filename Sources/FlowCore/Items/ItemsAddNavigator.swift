import FlowBase
/// The navigator of the Items add module: pops it off the host's navigation.
public final class ItemsAddNavigator: ItemsAddNavigating {
    /// The host's navigation; weak because the host owns the scene, which owns this navigator.
    private weak var navigation: (any Navigating)?

    /// Creates a navigator that pops from `navigation`.
    public init(navigation: any Navigating) {
        self.navigation = navigation
    }

    /// Pops Add.
    public func goBack() {
        navigation?.pop()
    }
}
