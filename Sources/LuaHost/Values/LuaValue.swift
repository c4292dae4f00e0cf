import CLua
import CLuaShim

/// Any Lua value, as Swift sees it.
///
/// Tables, functions, userdata and threads are references into the state
/// (released when the Swift side drops them).
public enum LuaValue: Equatable {
    /// `nil` (also what a missing argument or result reads as).
    case `nil`
    /// `true` or `false`.
    case boolean(Bool)
    /// An integer (Lua's integer subtype of number).
    case integer(Int)
    /// A float (Lua's float subtype of number).
    case number(Double)
    /// A string (Lua strings are bytes; invalid UTF-8 is repaired).
    case string(String)
    /// A table.
    case table(LuaTable)
    /// A Lua or Swift function.
    case function(LuaFunction)
    /// A full or light userdata (bound Swift objects are full userdata).
    case userdata(LuaUserdata)
    /// A coroutine.
    case thread(LuaThread)

    /// Values are equal when Lua's raw equality (`rawequal`) says so.
    public static func == (lhs: LuaValue, rhs: LuaValue) -> Bool {
        switch (lhs, rhs) {
        case (.nil, .nil): return true
        case let (.boolean(a), .boolean(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .number(b)), let (.number(b), .integer(a)): return Double(a) == b && Int(exactly: b) == a
        case let (.string(a), .string(b)): return a == b
        case let (.table(a), .table(b)): return a.isSame(as: b)
        case let (.function(a), .function(b)): return a.isSame(as: b)
        case let (.userdata(a), .userdata(b)): return a.isSame(as: b)
        case let (.thread(a), .thread(b)): return a.isSame(as: b)
        default: return false
        }
    }

    /// The Lua type name (`nil`, `boolean`, `number`, `string`, `table`,
    /// `function`, `userdata`, `thread`).
    public var typeName: String {
        switch self {
        case .nil: return "nil"
        case .boolean: return "boolean"
        case .integer, .number: return "number"
        case .string: return "string"
        case .table: return "table"
        case .function: return "function"
        case .userdata: return "userdata"
        case .thread: return "thread"
        }
    }

    /// Whether Lua treats the value as true (everything but nil and false).
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): return false
        default: return true
        }
    }

    /// The integer, or a float with an exact integer value.
    public var intValue: Int? {
        switch self {
        case let .integer(value): return value
        case let .number(value): return Int(exactly: value)
        default: return nil
        }
    }

    /// The number (integer or float) as a `Double`.
    public var doubleValue: Double? {
        switch self {
        case let .integer(value): return Double(value)
        case let .number(value): return value
        default: return nil
        }
    }

    /// The string, if the value is one.
    public var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The boolean, if the value is one.
    public var boolValue: Bool? {
        if case let .boolean(value) = self { return value }
        return nil
    }

    /// The table, if the value is one.
    public var tableValue: LuaTable? {
        if case let .table(value) = self { return value }
        return nil
    }

    /// The function, if the value is one.
    public var functionValue: LuaFunction? {
        if case let .function(value) = self { return value }
        return nil
    }
}

extension LuaValue: LuaPushable {
    /// Pushes the value (references must belong to the same state).
    public func push(to stack: LuaStack) throws {
        switch self {
        case .nil: stack.pushNil()
        case let .boolean(value): stack.push(value)
        case let .integer(value): stack.push(value)
        case let .number(value): stack.push(value)
        case let .string(value): try stack.push(value)
        case let .table(value): try value.push(on: stack.L)
        case let .function(value): try value.push(on: stack.L)
        case let .userdata(value): try value.push(on: stack.L)
        case let .thread(value): try value.push(on: stack.L)
        }
    }
}

extension LuaValue: LuaReadable {
    /// Reads any value; never fails except for the memory needed to anchor a
    /// reference.
    public static func read(from stack: LuaStack, at index: Int32) throws -> LuaValue {
        let L = stack.L
        switch lua_type(L, index) {
        case LUA_TNONE, LUA_TNIL:
            return .nil
        case LUA_TBOOLEAN:
            return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 {
                return .integer(Int(lua_tointegerx(L, index, nil)))
            }
            return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING:
            return .string(stack.string(at: index))
        case LUA_TTABLE:
            return .table(try LuaTable(at: index, on: L))
        case LUA_TFUNCTION:
            return .function(try LuaFunction(at: index, on: L))
        case LUA_TTHREAD:
            return .thread(try LuaThread(at: index, on: L))
        default:
            return .userdata(try LuaUserdata(at: index, on: L))
        }
    }
}

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// `nil`.
    public init(nilLiteral: ()) { self = .nil }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A float.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}
