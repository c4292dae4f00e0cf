/// Where the Items list can go next. `ItemsListNavigator` is the default; a flow that decides
/// navigation itself (a script, for instance) passes its own to `ItemsListBuilder.makeModule`.
public protocol ItemsListNavigating: AnyObject {
    /// Opens the Details module for `item`.
    /// - Parameters:
    ///   - item: The selected item; Details is built with it.
    ///   - delegate: Told when Details changes the item.
    func goToDetails(for item: Item, delegate: (any ItemsDetailsDelegate)?)
    /// Opens the Add module.
    /// - Parameter delegate: Told when Add creates an item.
    func goToAddItem(delegate: (any ItemsAddDelegate)?)
}
