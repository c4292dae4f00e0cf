/// Every error LuaHost reports: running chunks, calling functions, converting
/// values and the limits of a state.
///
/// Each case carries a ``LuaErrorInfo`` (message, `file:line` where known,
/// traceback); ``description`` is one readable line such as
/// `runtime error: scripts/login.lua:42: attempt to call a nil value`.
public enum LuaError: Error, CustomStringConvertible {
    /// The chunk does not compile. `incompleteInput` is true when the parser
    /// stopped at the end of the text (`<eof>`), as for `x = (`: more input
    /// could complete it, which a REPL uses to ask for another line.
    case syntax(LuaErrorInfo, incompleteInput: Bool)
    /// A Lua error raised while running: `error(...)`, arithmetic on nil,
    /// indexing a nil value, an error in a metamethod...
    case runtime(LuaErrorInfo)
    /// The state's memory limit was reached (or the system is out of memory).
    case memory(LuaErrorInfo)
    /// The state's instruction budget for this run was used up.
    case timeout(LuaErrorInfo)
    /// A function was called with an argument of the wrong type or count
    /// (`bad argument #2 to 'select' (integer expected, got string)`);
    /// `function` is the name in the message and `position` the argument's.
    case badArgument(LuaErrorInfo, function: String, position: Int)
    /// A Lua value could not be converted to the Swift type asked for
    /// (`integer expected, got string`).
    case conversion(LuaErrorInfo, expected: String, got: String)
    /// A Swift function called from Lua threw `cause`; the message is the
    /// cause's description prefixed with the Lua position of the call.
    case callback(LuaErrorInfo, cause: any Error)
    /// A chunk's file could not be opened or read.
    case file(LuaErrorInfo)

    /// The message, location and traceback.
    public var info: LuaErrorInfo {
        switch self {
        case let .syntax(info, _), let .runtime(info), let .memory(info), let .timeout(info),
             let .badArgument(info, _, _), let .conversion(info, _, _), let .callback(info, _),
             let .file(info):
            return info
        }
    }

    /// The message as Lua formats it (see ``LuaErrorInfo/message``).
    public var message: String { info.message }

    /// Where the error was raised, when known.
    public var location: LuaLocation? { info.location }

    /// The Lua traceback, when recorded.
    public var traceback: String? { info.traceback }

    /// One line: the kind of error, then the located message.
    public var description: String {
        let text = info.located.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        let kind: String
        switch self {
        case .syntax: kind = "syntax error"
        case .runtime: kind = "runtime error"
        case .memory: kind = "memory error"
        case .timeout: kind = "timeout"
        case .badArgument: return text  // the message already says "bad argument"
        case .conversion: kind = "conversion error"
        case .callback: kind = "callback error"
        case .file: kind = "file error"
        }
        return "\(kind): \(text)"
    }
}
