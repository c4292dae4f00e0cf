/// What every ``LuaError`` carries: the message, where it happened and the
/// Lua traceback.
public struct LuaErrorInfo: Sendable, Equatable {
    /// The message as Lua formats it, with its `file:line: ` prefix when Lua
    /// added one (`main.lua:3: attempt to index a nil value`).
    public let message: String
    /// Where the error was raised, when known.
    public let location: LuaLocation?
    /// The Lua traceback (`stack traceback:` and one line per frame), when one
    /// was recorded.
    public let traceback: String?

    /// Creates an error description.
    /// - Parameters:
    ///   - message: The message as Lua formats it.
    ///   - location: Where the error was raised, when known.
    ///   - traceback: The Lua traceback, when recorded.
    public init(message: String, location: LuaLocation? = nil, traceback: String? = nil) {
        self.message = message
        self.location = location
        self.traceback = traceback
    }

    /// The message with its location in front when the message lacks one.
    var located: String {
        guard let location, LuaLocation.prefix(of: message) == nil else { return message }
        return "\(location): \(message)"
    }
}
