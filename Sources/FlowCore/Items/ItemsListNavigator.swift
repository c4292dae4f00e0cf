import FlowBase
/// The default navigator of the Items list: pushes the Details and Add modules, built with their
/// builders over the list's data source, onto the host's navigation.
public final class ItemsListNavigator: ItemsListNavigating {
    /// The host's navigation; weak because the host owns the scenes, which own this navigator.
    private weak var navigation: (any Navigating)?
    private let dataSource: ItemsDataSource

    /// Creates a navigator that pushes onto `navigation` modules working over `dataSource`.
    public init(navigation: any Navigating, dataSource: ItemsDataSource) {
        self.navigation = navigation
        self.dataSource = dataSource
    }

    /// I4: pushes a Details module built with `item`; does nothing once the host's navigation is gone.
    public func goToDetails(for item: Item, delegate: (any ItemsDetailsDelegate)?) {
        guard let navigation else { return }
        let details = ItemsDetailsBuilder.makeModule(
            with: item, dataSource: dataSource, navigation: navigation, delegate: delegate)
        navigation.push(details)
    }

    /// I5: pushes an Add module built with `delegate`; does nothing once the host's navigation is gone.
    public func goToAddItem(delegate: (any ItemsAddDelegate)?) {
        guard let navigation else { return }
        let add = ItemsAddBuilder.makeModule(with: delegate, dataSource: dataSource, navigation: navigation)
        navigation.push(add)
    }
}
