/// What can go wrong in the Items feature. Each case prints as one readable line that names the
/// function or value at fault; ``userMessage`` is what the scenes show.
public enum ItemsError: Error, Equatable, CustomStringConvertible {
    /// The underlying `ItemsStoring` store threw during `operation`; `reason` is the store error's own
    /// description (already in the user's words when the store words it so: "the state file ... is read-only").
    case storeFailed(operation: ItemsOperation, reason: String)
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
            "items store failed in \(operation.storeFunction): \(reason)"
        case .unavailable(let reason):
            "items data source unavailable: \(reason)"
        case .blankTitle(let title):
            "an item needs a title (got \(title.debugDescription))"
        case .rowOutOfRange(let index, let count):
            "row \(index) is out of range: the list has \(count) row\(count == 1 ? "" : "s")"
        }
    }

    /// The line a scene shows: what failed in the user's words, then why (`cannot save the item: the state
    /// file /home/ada/... is read-only`); the description for the cases that read well as they are.
    public var userMessage: String {
        switch self {
        case .storeFailed(let operation, let reason): "\(operation.failureWording): \(reason)"
        case .unavailable, .blankTitle, .rowOutOfRange: description
        }
    }
}
