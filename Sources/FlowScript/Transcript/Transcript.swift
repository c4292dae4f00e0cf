/// A step-by-step record of a flow run: the first screen, then each event with its navigation and the
/// resulting screen, errors, and app announcements.
///
/// Secure values never enter it: screens are stored masked, and events arrive masked from the
/// ``FlowDriver``, which masks each once against the screen it was applied to (``FlowDriver/masked(_:)``).
public struct Transcript: Equatable, Sendable {
    /// The steps recorded so far, oldest first.
    public private(set) var steps: [TranscriptStep] = []

    /// Creates an empty transcript.
    public init() {}

    /// Records the first screen shown, before any event.
    /// - Parameters:
    ///   - screen: The screen on top.
    ///   - navigation: The changes that put it there (the script's `replaceRoot`, say).
    /// - Returns: The recorded step, to stream it.
    @discardableResult
    public mutating func recordStart(screen: Screen, navigation: [NavigationChange] = []) -> TranscriptStep {
        append(
            TranscriptStep(number: steps.count, kind: .start, navigation: navigation, screen: screen.masked()))
    }

    /// Records an applied event.
    /// - Parameters:
    ///   - event: The event, already masked (``FlowDriver/masked(_:)``).
    ///   - line: Its line in the events input, if it came from one.
    ///   - navigation: The changes it caused.
    ///   - screen: The screen shown after it settled.
    /// - Returns: The recorded step.
    @discardableResult
    public mutating func recordEvent(
        _ event: FlowEvent,
        line: Int?,
        navigation: [NavigationChange],
        screen: Screen
    ) -> TranscriptStep {
        let step = TranscriptStep(
            number: steps.count,
            kind: .event,
            event: event,
            line: line,
            navigation: navigation,
            screen: screen.masked()
        )
        return append(step)
    }

    /// Records a failure.
    /// - Parameters:
    ///   - message: The error's one-line description.
    ///   - event: The event that failed, if one did, already masked like an applied event.
    ///   - line: Its line in the events input, if any.
    ///   - navigation: Changes that happened before the failure, if any.
    /// - Returns: The recorded step.
    @discardableResult
    public mutating func recordError(
        _ message: String,
        event: FlowEvent? = nil,
        line: Int? = nil,
        navigation: [NavigationChange] = []
    ) -> TranscriptStep {
        append(TranscriptStep(
            number: steps.count,
            kind: .error,
            event: event,
            line: line,
            navigation: navigation.isEmpty ? nil : navigation,
            message: message
        ))
    }

    /// Records something the app announced, such as `login` with `user_id = "42"`: the value, and its text form.
    /// - Returns: The recorded step.
    @discardableResult
    public mutating func recordAnnouncement(_ announcement: Announcement) -> TranscriptStep {
        append(TranscriptStep(
            number: steps.count, kind: .announcement, message: announcement.description, announcement: announcement))
    }

    private mutating func append(_ step: TranscriptStep) -> TranscriptStep {
        steps.append(step)
        return step
    }
}
