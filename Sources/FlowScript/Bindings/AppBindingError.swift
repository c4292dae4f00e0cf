/// Why a call to `app` was refused. The script sees the description as a Lua error located at its call,
/// such as `scripts/login.lua:12: unknown option 'on_logn' to 'login.build' (known: api, on_login)`.
public enum AppBindingError: Error, Equatable, CustomStringConvertible {
    /// `function` takes an options table (or nothing) as argument 1, and got a `got`.
    case optionsExpected(function: String, got: String)
    /// The options table of `function` holds `option`, which it does not know (a typo, most likely).
    case unknownOption(String, function: String, known: [String])
    /// The options table of `function` lacks `option`, which it requires.
    case missingOption(String, function: String, expected: String)
    /// The value of `option` to `function` is not what it takes.
    case badOption(String, function: String, expected: String, got: String)
    /// Argument `position` of `function` is not what it takes.
    case badArgument(position: Int, function: String, expected: String, got: String)
    /// `events.on` was given an event name the app never announces.
    case unknownEvent(String, known: [String])
    /// A service written in Lua returned something its caller cannot use from `function`.
    case badResult(function: String, expected: String, got: String)

    /// One line in the shape of Lua's own argument errors.
    public var description: String {
        switch self {
        case .optionsExpected(let function, let got):
            "bad argument #1 to '\(function)' (options table expected, got \(got))"
        case .unknownOption(let option, let function, let known):
            "unknown option '\(option)' to '\(function)' (known: \(known.joined(separator: ", ")))"
        case .missingOption(let option, let function, let expected):
            "missing option '\(option)' to '\(function)' (\(expected) expected)"
        case .badOption(let option, let function, let expected, let got):
            "bad option '\(option)' to '\(function)' (\(expected) expected, got \(got))"
        case .badArgument(let position, let function, let expected, let got):
            "bad argument #\(position) to '\(function)' (\(expected) expected, got \(got))"
        case .unknownEvent(let name, let known):
            "unknown event '\(name)' to 'events.on' (known: \(known.joined(separator: ", ")))"
        case .badResult(let function, let expected, let got):
            "bad result from '\(function)' (\(expected) expected, got \(got))"
        }
    }
}
