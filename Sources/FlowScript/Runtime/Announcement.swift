/// Something the app announces for flows, specs and transcripts to observe (L4, O4, I5).
///
/// ``name`` and ``fields`` are what a flow's `app.events.on(name, handler)` sees; the description is
/// the transcript's line.
public enum Announcement: Equatable, Sendable, CustomStringConvertible {
    /// A user signed in.
    case login(userId: String)
    /// The signed-in user signed out and the session token was cleared.
    case logout
    /// The first-launch tutorial was completed and recorded.
    case tutorialFinished
    /// An item was created through the add form.
    case itemCreated(title: String)

    /// The event's name: `"login"`, `"logout"`, `"tutorial_finished"` or `"item_created"`.
    public var name: String {
        switch self {
        case .login: "login"
        case .logout: "logout"
        case .tutorialFinished: "tutorial_finished"
        case .itemCreated: "item_created"
        }
    }

    /// The event's values by field name, as a flow's handler receives them: `user_id` for a login,
    /// `title` for a created item, none otherwise.
    public var fields: [String: String] {
        switch self {
        case .login(let userId): ["user_id": userId]
        case .itemCreated(let title): ["title": title]
        case .logout, .tutorialFinished: [:]
        }
    }

    /// The name, then each field as `key="value"`, such as `login user_id="agent-13"`.
    public var description: String {
        ([name] + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" })
            .joined(separator: " ")
    }
}
