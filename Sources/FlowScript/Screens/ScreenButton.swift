/// A button as displayed: its title and whether it can be tapped.
public struct ScreenButton: Equatable, Codable, Sendable {
    /// The title; `tap <title>` events match it exactly.
    public var title: String
    /// Whether the button can be tapped; tapping a disabled button is an error.
    public var isEnabled: Bool

    /// Creates a button, enabled unless told otherwise.
    public init(title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }

    /// JSON says `enabled`, as specs do; `isEnabled`, the name before, is still read.
    private enum CodingKeys: String, CodingKey {
        case title, enabled, isEnabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        isEnabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
            ?? container.decode(Bool.self, forKey: .isEnabled)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(isEnabled, forKey: .enabled)
    }
}
