/// Which of a screen's buttons the exploration tapped. A button is left untapped when it was disabled on
/// every state reached, or when the screen was reached only at the depth limit. On a screen under an alert,
/// the buttons are the alert's actions: the ones it covers cannot be tapped.
public struct ScreenCoverage: Hashable, Sendable, Codable {
    /// The screen, as reports name it.
    public let screen: String
    /// Every button title the screen showed (the alert's actions under an alert), in the order first seen.
    public let buttons: [String]
    /// Those tapped at least once, whether or not the tap worked.
    public let tapped: [String]

    /// Those disabled on every state reached.
    public let neverEnabled: [String]

    /// Those whose tap ended in an error (a finding of its own).
    public let failed: [String]

    /// Whether ``buttons`` are an alert's actions.
    public let isAlert: Bool

    // snake_case, as every JSON flowrun writes (explore --json, screens.json).
    private enum CodingKeys: String, CodingKey {
        case screen, buttons, tapped, failed
        case neverEnabled = "never_enabled"
        case isAlert = "is_alert"
    }

    /// Those never tapped.
    public var untapped: [String] { buttons.filter { !tapped.contains($0) } }

    /// Creates the coverage of one screen.
    public init(
        screen: String, buttons: [String], tapped: [String], neverEnabled: [String], failed: [String] = [],
        isAlert: Bool = false
    ) {
        self.screen = screen
        self.buttons = buttons
        self.tapped = tapped
        self.neverEnabled = neverEnabled
        self.failed = failed
        self.isAlert = isAlert
    }
}
