/// A position in a chunk, as Lua prints it: `scripts/login.lua:42`.
public struct LuaLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The chunk's short source (a file path for chunks loaded as `@path`).
    public let source: String
    /// The line, starting at 1.
    public let line: Int

    /// Creates a location.
    /// - Parameters:
    ///   - source: The chunk's short source.
    ///   - line: The line, starting at 1.
    public init(source: String, line: Int) {
        self.source = source
        self.line = line
    }

    /// `source:line`.
    public var description: String { "\(source):\(line)" }

    /// Reads the `source:line: ` prefix Lua puts in front of messages
    /// (`luaL_where`), if the message has one.
    static func prefix(of message: String) -> (location: LuaLocation, rest: Substring)? {
        var search = message.startIndex
        // The source itself may contain ':' (e.g. `[string "a:b"]`): take the
        // first ':' that is followed by digits and ": ".
        while let colon = message[search...].firstIndex(of: ":") {
            let digitsStart = message.index(after: colon)
            var cursor = digitsStart
            while cursor < message.endIndex, message[cursor].isASCII, message[cursor].isNumber {
                cursor = message.index(after: cursor)
            }
            if cursor > digitsStart, message[cursor...].hasPrefix(": "),
               let line = Int(message[digitsStart..<cursor]) {
                let rest = message[message.index(cursor, offsetBy: 2)...]
                return (LuaLocation(source: String(message[..<colon]), line: line), rest)
            }
            search = digitsStart
        }
        return nil
    }
}
