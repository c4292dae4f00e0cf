import FlowBase
import LuaHost

/// The options table an `app` function takes, checked as it is read: keys the function does not know
/// are refused at once (a typo must not pass silently), and every accessor names the option and the
/// function when a value has the wrong type.
///
/// The accessors count what they copy into Swift, so that the view built from the options holds it
/// reserved against the script's memory limit (``view(_:of:)``).
public struct BindingOptions {
    /// The function as scripts call it, such as `"items.list"`, for messages.
    public let function: String
    private let values: [String: LuaValue]
    private let arguments: LuaArguments
    /// Bytes of script data the accessors copied into Swift so far.
    private(set) var copiedBytes = 0

    /// What Swift keeps for one copied string besides its bytes, or for one reference to a script's
    /// function or table (an estimate, on the high side).
    public static let overheadBytes = 64
    /// What a module's objects take besides the script's data: a VIP scene's view controller, interactor,
    /// presenter and router, or a screen's model (an estimate, on the high side).
    public static let moduleBytes = 4096

    /// Reads argument 1 of `arguments`: a table whose keys are all in `known`, or nothing at all.
    /// - Throws: ``AppBindingError`` for another argument, an unknown key or extra arguments.
    public init(_ arguments: LuaArguments, function: String, known: [String]) throws {
        self.function = function
        self.arguments = arguments
        try arguments.expect(count: 0...1)
        guard !arguments.isNil(1) else {
            values = [:]
            return
        }
        guard case .table(let table) = try arguments.value(1) else {
            throw AppBindingError.optionsExpected(function: function, got: arguments.typeName(1))
        }
        values = try Self.entries(of: table, function: function, known: known)
    }

    /// The keys and values of `table`, all string keys in `known`.
    /// - Throws: ``AppBindingError/unknownOption(_:function:known:)``.
    public static func entries(of table: LuaTable, function: String, known: [String]) throws -> [String: LuaValue] {
        var values: [String: LuaValue] = [:]
        for (key, value) in try table.pairs() {
            guard case .string(let name) = key, known.contains(name) else {
                let shown = key.stringValue ?? "[\(key.intValue.map(String.init) ?? key.scriptTypeName)]"
                throw AppBindingError.unknownOption(shown, function: function, known: known)
            }
            values[name] = value
        }
        return values
    }

    /// The sequence `value[1]...value[n]`, or nil when `value` is not a table holding exactly that.
    public static func list(_ value: LuaValue) throws -> [LuaValue]? {
        guard case .table(let table) = value else { return nil }
        let entries = try table.pairs()
        var list = [LuaValue](repeating: .nil, count: entries.count)
        for (key, element) in entries {
            guard let index = key.intValue, list.indices.contains(index - 1) else { return nil }
            list[index - 1] = element
        }
        return list
    }

    /// Wraps `view`, built by `app` from these options, for the script.
    ///
    /// What the view holds for the script (the data the accessors copied and the module's objects) stays
    /// reserved against the script's memory limit for as long as the view lives, wherever it is kept: a
    /// flow building views in a loop, or pushing them, meets its limit instead of growing the process.
    public func view(_ view: any ModuleView, of app: FlowApp) -> FlowScriptView {
        Self.reserve(copiedBytes, heldBy: view, of: app, for: arguments)
        return FlowScriptView(view)
    }

    /// Reserves `copiedBytes` of script data that `view` holds, and ``moduleBytes``, against the memory
    /// limit of the script `arguments` came from, for as long as `view` lives.
    public static func reserve(
        _ copiedBytes: Int, heldBy view: any ModuleView, of app: FlowApp, for arguments: LuaArguments
    ) {
        app.keep(arguments.reserveExternalMemory(copiedBytes + moduleBytes), whileAlive: view)
    }

    // MARK: Accessors

    /// The function under `option`, or nil when it is not given.
    public mutating func function(_ option: String) throws(AppBindingError) -> LuaFunction? {
        switch values[option] ?? .nil {
        case .nil: return nil
        case .function(let function):
            copiedBytes += Self.overheadBytes
            return function
        case let other: throw badOption(option, expected: "function", got: other)
        }
    }

    /// The function under `option`, which the function requires.
    public mutating func requiredFunction(_ option: String) throws(AppBindingError) -> LuaFunction {
        guard let function = try function(option) else {
            throw .missingOption(option, function: self.function, expected: "function")
        }
        return function
    }

    /// The string under `option`, or nil when it is not given.
    public mutating func string(_ option: String) throws(AppBindingError) -> String? {
        switch values[option] ?? .nil {
        case .nil: return nil
        case .string(let text):
            copiedBytes += Self.overheadBytes + text.utf8.count
            return text
        case let other: throw badOption(option, expected: "string", got: other)
        }
    }

    /// The table under `option`, or nil when it is not given.
    public mutating func table(_ option: String) throws(AppBindingError) -> LuaTable? {
        switch values[option] ?? .nil {
        case .nil: return nil
        case .table(let table):
            copiedBytes += Self.overheadBytes
            return table
        case let other: throw badOption(option, expected: "table", got: other)
        }
    }

    /// The list of strings under `option`, or nil when it is not given.
    public mutating func strings(_ option: String) throws -> [String]? {
        guard let value = values[option], value != .nil else { return nil }
        guard let list = try Self.list(value) else {
            throw badOption(option, expected: "list of strings", got: value)
        }
        let strings = try list.enumerated().map { index, element in
            guard case .string(let text) = element else {
                throw AppBindingError.badOption(
                    option, function: function, expected: "list of strings",
                    got: "\(element.scriptTypeName) at index \(index + 1)")
            }
            return text
        }
        copiedBytes += strings.reduce(0) { $0 + Self.overheadBytes + $1.utf8.count }
        return strings
    }

    /// The list of buttons `{ title = ..., action = ..., enabled = ... }` under `option`, or nil when it
    /// is not given.
    public mutating func buttons(_ option: String) throws -> [ButtonOption]? {
        guard let value = values[option], value != .nil else { return nil }
        let expected = "list of { title = string, action = function }"
        guard let list = try Self.list(value) else {
            throw badOption(option, expected: expected, got: value)
        }
        let buttons = try list.enumerated().map { index, element in
            func refuse(_ got: String) -> AppBindingError {
                .badOption(option, function: function, expected: expected, got: "\(got) at index \(index + 1)")
            }
            guard case .table(let table) = element else { throw refuse(element.scriptTypeName) }
            var entry: [String: LuaValue] = [:]
            for (key, value) in try table.pairs() {
                guard case .string(let name) = key, ButtonOption.keys.contains(name) else {
                    throw refuse("unknown key \(key.stringValue.map { "'\($0)'" } ?? key.scriptTypeName)")
                }
                entry[name] = value
            }
            guard case .string(let title) = entry["title"] ?? .nil else {
                throw refuse("title = \((entry["title"] ?? .nil).scriptTypeName)")
            }
            guard case .function(let action) = entry["action"] ?? .nil else {
                throw refuse("action = \((entry["action"] ?? .nil).scriptTypeName)")
            }
            let enabled = entry["enabled"] ?? .nil
            guard enabled == .nil || enabled.boolValue != nil else {
                throw refuse("enabled = \(enabled.scriptTypeName)")
            }
            return ButtonOption(title: title, isEnabled: enabled.boolValue ?? true, action: action)
        }
        copiedBytes += buttons.reduce(0) { $0 + 2 * Self.overheadBytes + $1.title.utf8.count }
        return buttons
    }

    private func badOption(_ option: String, expected: String, got value: LuaValue) -> AppBindingError {
        .badOption(option, function: function, expected: expected, got: value.scriptTypeName)
    }
}
