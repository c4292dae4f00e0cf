/// An alert or error screen shown over a screen, with a primary and an optional secondary action.
///
/// A login error shows "OK" and "Try Again" (L3); a general error shows only "OK".
public struct ScreenAlert: Equatable, Codable, Sendable {
    /// The alert's title, such as `"Login Failed"`.
    public var title: String
    /// The text under the title, such as `"User has not been authenticated."`; empty for none.
    public var message: String
    /// The title of the primary action.
    public var primaryAction: String
    /// The title of the secondary action, if the alert has one.
    public var secondaryAction: String?

    /// Creates an alert.
    public init(title: String, message: String = "", primaryAction: String, secondaryAction: String? = nil) {
        self.title = title
        self.message = message
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
    }

    /// JSON lists the titles as `actions`, primary first, as specs do; `primaryAction` and `secondaryAction`,
    /// the names before, are still read.
    private enum CodingKeys: String, CodingKey {
        case title, message, actions, primaryAction, secondaryAction
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        message = try container.decode(String.self, forKey: .message)
        guard let actions = try container.decodeIfPresent([String].self, forKey: .actions) else {
            primaryAction = try container.decode(String.self, forKey: .primaryAction)
            secondaryAction = try container.decodeIfPresent(String.self, forKey: .secondaryAction)
            return
        }
        guard (1...2).contains(actions.count) else {
            throw DecodingError.dataCorruptedError(
                forKey: .actions, in: container, debugDescription: "an alert has one or two actions, not \(actions.count)")
        }
        primaryAction = actions[0]
        secondaryAction = actions.count > 1 ? actions[1] : nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(actions.map(\.title), forKey: .actions)
    }

    /// The actions as buttons, primary first.
    public var actions: [ScreenButton] {
        [ScreenButton(title: primaryAction)] + (secondaryAction.map { [ScreenButton(title: $0)] } ?? [])
    }
}
