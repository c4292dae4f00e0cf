/// One row of a list as displayed.
public struct ScreenRow: Equatable, Codable, Sendable {
    /// The row's main text.
    public var title: String
    /// Secondary text (a date, a subtitle), if any.
    public var detail: String?
    /// Whether the row can be selected; selecting a disabled row is an error.
    public var isEnabled: Bool

    /// Creates a row, enabled unless told otherwise.
    public init(title: String, detail: String? = nil, isEnabled: Bool = true) {
        self.title = title
        self.detail = detail
        self.isEnabled = isEnabled
    }
}
