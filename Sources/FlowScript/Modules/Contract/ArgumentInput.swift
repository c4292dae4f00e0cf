import LuaHost

/// A value a module's typed entry converts: a script's Lua value (a binding's argument) or a spec's plain
/// value (a double's or a preset's argument). Conversions read it through these accessors only, so one
/// ``FlowArgument`` conformance serves both.
public enum ArgumentInput {
    /// A value from the flow's Lua state.
    case lua(LuaValue)
    /// A value a spec gave, copied out of its state.
    case flow(FlowValue)

    /// Whether it is nil (or left out).
    public var isNil: Bool {
        switch self {
        case .lua(let value): value == .nil
        case .flow(let value): value == .nil
        }
    }

    /// The type name messages show: `nil`, `number 1.5`, `string`, `table`...; a number shows its value, so a
    /// message about an integer says which number it got.
    public var typeName: String {
        switch self {
        case .lua(.integer(let number)), .flow(.integer(let number)): "number \(number)"
        case .lua(.number(let number)), .flow(.number(let number)):
            // 0/0 is -nan on most machines: the sign of a NaN means nothing to a script's author.
            number.isNaN ? "number nan" : "number \(number)"
        case .lua(let value): value.scriptTypeName
        case .flow(let value): value.typeName
        }
    }

    /// The boolean, when it is one.
    public var boolValue: Bool? {
        switch self {
        case .lua(.boolean(let flag)), .flow(.boolean(let flag)): flag
        default: nil
        }
    }

    /// The string, when it is one (numbers do not convert: a flow means what it writes).
    public var stringValue: String? {
        switch self {
        case .lua(.string(let text)), .flow(.string(let text)): text
        default: nil
        }
    }

    /// The integer, when it is a number with an exact integer value.
    public var integerValue: Int? {
        switch self {
        case .lua(.integer(let number)), .flow(.integer(let number)): number
        case .lua(.number(let number)), .flow(.number(let number)): Int(exactly: number)
        default: nil
        }
    }

    /// The number, when it is one.
    public var numberValue: Double? {
        switch self {
        case .lua(.integer(let number)), .flow(.integer(let number)): Double(number)
        case .lua(.number(let number)), .flow(.number(let number)): number
        default: nil
        }
    }

    /// The function, when it is a script's.
    public var functionValue: LuaFunction? {
        if case .lua(.function(let function)) = self { return function }
        return nil
    }

    /// The table, when it is a script's.
    public var tableValue: LuaTable? {
        if case .lua(.table(let table)) = self { return table }
        return nil
    }

    /// The entries of a table, keys as given, or nil when it is not a table.
    /// - Throws: The state's error while reading the table.
    public func entries() throws -> [(key: ArgumentKey, value: ArgumentInput)]? {
        switch self {
        case .lua(.table(let table)):
            return try table.pairs().map { key, value in
                let name: ArgumentKey = switch key {
                case .string(let text): .name(text)
                case let other: other.intValue.map(ArgumentKey.index) ?? .other(other.scriptTypeName)
                }
                return (name, .lua(value))
            }
        case .flow(.list(let list)):
            return list.enumerated().map { (.index($0.offset + 1), .flow($0.element)) }
        case .flow(.record(let record)):
            return record.sorted { $0.key < $1.key }.map { (.name($0.key), .flow($0.value)) }
        default:
            return nil
        }
    }
}
