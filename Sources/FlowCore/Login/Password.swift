/// A password typed into the login form.
///
/// It never shows its text: `description`, `debugDescription` and its `Mirror` (so `dump` and
/// reflection too) are redacted, which keeps passwords out of logs, test failures and script dumps.
public struct Password: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    private let text: String

    /// Wraps the typed text.
    /// - Parameter text: The password as the user typed it.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether nothing was typed.
    public var isEmpty: Bool { text.isEmpty }

    /// The typed text, for a service that must send it (such as a login API written in Lua). Call it
    /// where the text is sent, and never log what it returns.
    public func revealed() -> String { text }

    /// A redacted placeholder, whatever the password is.
    public var description: String { "Password(redacted)" }

    /// The same redacted placeholder as `description`.
    public var debugDescription: String { description }

    /// A mirror without children, so reflection and `dump` cannot reach the text.
    public var customMirror: Mirror {
        Mirror(self, children: [Mirror.Child](), displayStyle: .struct)
    }
}
