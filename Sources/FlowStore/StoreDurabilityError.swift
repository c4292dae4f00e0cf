/// A durability setting that names no ``StoreDurability``.
public enum StoreDurabilityError: Error, Equatable, CustomStringConvertible {
    /// `FLOWHOST_DURABILITY` holds something other than `normal` or `full`.
    case unknown(String)

    /// One line naming the variable, the value and the accepted ones.
    public var description: String {
        switch self {
        case .unknown(let value):
            "\(StoreDurability.environmentVariable) is '\(value)': it must be "
                + StoreDurability.allCases.map(\.rawValue).joined(separator: " or ")
        }
    }
}
