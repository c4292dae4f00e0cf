/// Why a settings operation failed; keeps what was being done and the store's own error.
public enum SettingsError: Error, CustomStringConvertible {
    /// What the presenter was doing.
    public enum Operation: Equatable, Sendable {
        /// Reading the stored values.
        case load
        /// Storing the toggle `key`.
        case save(key: String)
    }

    /// The store failed during `operation`.
    case storeFailed(Operation, cause: any Error)
    /// The row index is not one of the screen's rows.
    case rowOutOfRange(index: Int, count: Int)

    /// One line for the screen.
    public var description: String {
        switch self {
        case .storeFailed(.load, let cause): "cannot load the settings: \(cause)"
        case .storeFailed(.save(let key), let cause): "cannot save \(key): \(cause)"
        case .rowOutOfRange(let index, let count): "row \(index) is out of range: there are \(count) settings"
        }
    }
}
