/// What a transcript step records.
public enum TranscriptStepKind: String, Equatable, Codable, Sendable {
    /// The first screen shown, before any event.
    case start
    /// An event applied, with the navigation it caused and the screen that resulted.
    case event
    /// An event or command that failed, with the message.
    case error
    /// Something the app announced, such as `login user=42`.
    case announcement
}
