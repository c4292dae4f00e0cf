/// How the Items list worker hands its results to the director.
public protocol ItemsListDataPresenting: AnyObject {
    /// Presents the fetched `items`, oldest first.
    func present(items: [Item])
    /// Presents the failure of a fetch or a delete.
    func presentError(_ error: ItemsError)
}
