/// One row of a list as displayed.
public struct ScreenRow: Equatable, Codable, Sendable {
    /// The row's main text.
    public var title: String
    /// Secondary text (a date, a subtitle), if any.
    public var detail: String?
    /// Whether the row can be selected; selecting a disabled row is an error.
    public var isEnabled: Bool
    /// The identity of what the row shows (an item's id), when the screen has one: specs read it to tell rows
    /// apart. Not shown, and not part of transcripts (see ``CodingKeys``), whose ids a plain run draws at random.
    public var id: String?

    /// Creates a row, enabled unless told otherwise.
    public init(title: String, detail: String? = nil, isEnabled: Bool = true, id: String? = nil) {
        self.title = title
        self.detail = detail
        self.isEnabled = isEnabled
        self.id = id
    }

    /// What a transcript records of a row: everything shown, not ``id``, so that a recorded run compares
    /// equal to a replay whose items got other random ids. JSON says `enabled`, as specs do; `isEnabled`, the
    /// name before, is still read.
    private enum CodingKeys: String, CodingKey {
        case title, detail, enabled, isEnabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        detail = try container.decodeIfPresent(String.self, forKey: .detail)
        isEnabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
            ?? container.decode(Bool.self, forKey: .isEnabled)
        id = nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encode(isEnabled, forKey: .enabled)
    }
}
