/// One step of a transcript. Which properties are set depends on ``kind``; unset ones are left out of
/// the JSON.
///
/// Steps hold masked screens and events only: ``Transcript`` masks them as it records.
public struct TranscriptStep: Equatable, Codable, Sendable {
    /// The step's position, from 0 (the start).
    public var number: Int
    /// What the step records.
    public var kind: TranscriptStepKind
    /// The event applied or attempted (`event`, `error`).
    public var event: FlowEvent?
    /// The line of the events input that stated the event, when it came from one.
    public var line: Int?
    /// The navigation changes the step caused (`start`, `event`, and `error` when any happened).
    public var navigation: [NavigationChange]?
    /// The screen shown after the step (`start`, `event`).
    public var screen: Screen?
    /// The error message (`error`) or the announcement's text form (`announcement`), as the text format and
    /// files written before announcements had fields spell it.
    public var message: String?
    /// The announcement with its typed fields (`announcement`); JSON writes the fields as JSON values. `nil` in
    /// a step read from a file written before, which has only ``message``.
    public var announcement: Announcement?

    private enum CodingKeys: String, CodingKey {
        case number = "step", kind, event, line, navigation, screen, message, announcement
    }

    /// Creates a step; prefer ``Transcript``'s `record` methods, which number and mask.
    public init(
        number: Int,
        kind: TranscriptStepKind,
        event: FlowEvent? = nil,
        line: Int? = nil,
        navigation: [NavigationChange]? = nil,
        screen: Screen? = nil,
        message: String? = nil,
        announcement: Announcement? = nil
    ) {
        self.number = number
        self.kind = kind
        self.event = event
        self.line = line
        self.navigation = navigation
        self.screen = screen
        self.message = message
        self.announcement = announcement
    }
}
