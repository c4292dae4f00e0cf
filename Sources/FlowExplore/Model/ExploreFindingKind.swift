/// What an exploration found wrong.
public enum ExploreFindingKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// The flow's Lua code raised an error (its start, an action, a callback it registered).
    case flowError = "flow-error"
    /// The host refused an event the screen offered, or a navigation failed.
    case eventFailed = "event-failed"
    /// A step ran out of its instruction budget: a loop that does not end.
    case timeout
    /// A step ran out of the Lua state's memory limit.
    case outOfMemory = "out-of-memory"
    /// Work a step started (a service reply, a scheduled callback) failed while settling.
    case callbackFailed = "callback-failed"
    /// A step ended with nothing on screen.
    case noScreen = "no-screen"
    /// A screen offers no action at all: no enabled button, row or field, no alert, and no way back.
    case deadEnd = "dead-end"
    /// A screen shows two buttons with one title: `tap TITLE` reaches only the first.
    case duplicateButtons = "duplicate-buttons"
    /// A path that worked once failed at an earlier step when replayed: the flow is not deterministic.
    case notReproducible = "not-reproducible"
    /// A button whose tap changes nothing: not the screen, the navigation, the state, or an announcement.
    case noEffect = "no-effect"

    /// Whether the finding fails the exploration (exit status 1); warnings do not.
    public var isError: Bool { self != .noEffect }

    /// The words reports use.
    public var title: String {
        switch self {
        case .flowError: "flow error"
        case .eventFailed: "event failed"
        case .timeout: "timeout"
        case .outOfMemory: "out of memory"
        case .callbackFailed: "callback failed"
        case .noScreen: "no screen"
        case .deadEnd: "dead end"
        case .duplicateButtons: "duplicate button titles"
        case .notReproducible: "not reproducible"
        case .noEffect: "button does nothing"
        }
    }
}
