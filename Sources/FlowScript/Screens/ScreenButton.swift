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
}
