import LuaHost

extension ArgumentProblem {
    /// The error a binding raises for this problem in argument `position` (the parameter `parameter`) of
    /// `function`: for an options record, today's option messages (`unknown option 'x' to 'f' (known: ...)`,
    /// `bad option 'toggles[2].key' to 'f' (string expected, got nil)`, `missing option`); for any other
    /// argument, Lua's `bad argument #1 to 'f' (key: string expected, got number 7)`.
    func bindingError(position: Int, parameter: String, isRecord: Bool, function: String) -> any Error {
        if isRecord {
            switch kind {
            case .mismatch(_, let got) where path.isEmpty:
                return AppBindingError.optionsExpected(function: function, got: got)
            case .unknownKey(let key, let known):
                return AppBindingError.unknownOption(path.isEmpty ? key : "\(path).\(key)", function: function, known: known)
            case .mismatch(let expected, "nil"):
                return AppBindingError.missingOption(path, function: function, expected: expected)
            case .mismatch(let expected, let got):
                return AppBindingError.badOption(path, function: function, expected: expected, got: got)
            case .refused:
                break
            }
        }
        return LuaArgumentError(position: position, detail: named(parameter).detail)
    }

    /// The problem with the parameter's name in front of its path: `key: ...`, `items[2].title: ...`.
    func named(_ parameter: String) -> ArgumentProblem {
        var named = self
        named.path = path.isEmpty ? parameter : (path.hasPrefix("[") ? parameter + path : parameter + "." + path)
        return named
    }
}
