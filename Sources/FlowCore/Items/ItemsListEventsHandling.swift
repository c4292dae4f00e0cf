/// The user events of the Items list scene, handled by its director.
public protocol ItemsListEventsHandling: AnyObject {
    /// The scene is on screen for the first time.
    func onUIReady()
    /// The user asked to reload the list.
    func onRefresh()
    /// The user selected the row at `index`.
    /// - Throws: `ItemsError.rowOutOfRange` when the list has no such row.
    func onItemSelected(at index: Int) throws(ItemsError)
    /// The user tapped "Add".
    func onAddTapped()
    /// The user tapped "Delete all".
    func onDeleteAllTapped()
}
