/// A text field as displayed.
public struct ScreenField: Equatable, Codable, Sendable {
    /// What replaces a non-empty secure value wherever a screen is printed or recorded. Fixed, so the
    /// mask does not reveal the secret's length.
    public static let mask = "********"

    /// The identifier `type <field id> <text>` events name, such as `"email"`.
    public var id: String
    /// The field's visible label, such as `"Email"`.
    public var label: String
    /// The hint shown while the field is empty.
    public var placeholder: String
    /// The current text.
    public var value: String
    /// Whether the text is a secret (a password): masked in output, read without echo in a terminal.
    public var isSecure: Bool

    /// Creates a field, empty and not secure unless told otherwise.
    public init(id: String, label: String = "", placeholder: String = "", value: String = "", isSecure: Bool = false) {
        self.id = id
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.isSecure = isSecure
    }

    /// JSON says `secure`, as specs do; `isSecure`, the name before, is still read.
    private enum CodingKeys: String, CodingKey {
        case id, label, placeholder, value, secure, isSecure
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        label = try container.decode(String.self, forKey: .label)
        placeholder = try container.decode(String.self, forKey: .placeholder)
        value = try container.decode(String.self, forKey: .value)
        isSecure = try container.decodeIfPresent(Bool.self, forKey: .secure)
            ?? container.decode(Bool.self, forKey: .isSecure)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        try container.encode(placeholder, forKey: .placeholder)
        try container.encode(value, forKey: .value)
        try container.encode(isSecure, forKey: .secure)
    }

    /// A copy whose value is ``mask`` when the field is secure and not empty; other fields are unchanged.
    public func masked() -> ScreenField {
        guard isSecure, !value.isEmpty else { return self }
        var copy = self
        copy.value = Self.mask
        return copy
    }
}
