/// What can go wrong in the Items feature. Each case prints as one readable line that names the
/// function or value at fault, and that line is also what the scenes show to the user.
public enum ItemsError: Error, Equatable, CustomStringConvertible {
    /// The underlying `ItemsStoring` store threw while running `operation` (such as `"loadItems()"`);
    /// `reason` is the store error's own description.
    case storeFailed(operation: String, reason: String)
    /// The data source was told to fail (`ItemsDataSource.failNextCall(with:)`), standing in for a
    /// backend that cannot be reached; `reason` says why.
    case unavailable(reason: String)
    /// An item was refused because its title is empty or only whitespace; carries the title as typed.
    case blankTitle(String)
    /// A row was selected that the list does not have.
    case rowOutOfRange(index: Int, count: Int)

    /// One line naming the operation or value at fault.
    public var description: String {
        switch self {
        case .storeFailed(let operation, let reason):
            "items store failed in \(operation): \(reason)"
        case .unavailable(let reason):
            "items data source unavailable: \(reason)"
        case .blankTitle(let title):
            "an item needs a title (got \(title.debugDescription))"
        case .rowOutOfRange(let index, let count):
            "row \(index) is out of range: the list has \(count) row\(count == 1 ? "" : "s")"
        }
    }
}
