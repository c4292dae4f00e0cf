import CLua
import CLuaShim

extension Int: LuaPushable, LuaReadable {
    /// Pushes an integer.
    @inlinable public func push(to stack: LuaStack) throws {
        stack.push(self)
    }

    /// Reads an integer, a float with an exact integer value or a numeric string.
    @inlinable public static func read(from stack: LuaStack, at index: Int32) throws -> Int {
        let integer = lhs_tointeger(stack.L, index)
        if integer.isnum != 0 { return Int(integer.value) }
        throw integerFailure(stack, at: index)
    }

    /// Why the value at `index` is not an integer.
    @usableFromInline static func integerFailure(_ stack: LuaStack, at index: Int32) -> LuaError {
        if lua_type(stack.L, index) == LUA_TNUMBER {
            return LuaError.conversion(LuaErrorInfo(message: "number has no integer representation"),
                                       expected: "integer", got: "number")
        }
        return stack.conversionError(expected: "integer", at: index)
    }
}

extension Double: LuaPushable, LuaReadable {
    /// Pushes a float.
    @inlinable public func push(to stack: LuaStack) throws {
        stack.push(self)
    }

    /// Reads a number or a numeric string.
    public static func read(from stack: LuaStack, at index: Int32) throws -> Double {
        let number = lhs_tonumber(stack.L, index)
        if number.isnum != 0 { return number.value }
        throw stack.conversionError(expected: "number", at: index)
    }
}

extension Bool: LuaPushable, LuaReadable {
    /// Pushes a boolean.
    @inlinable public func push(to stack: LuaStack) throws {
        stack.push(self)
    }

    /// Reads a boolean (only `true` or `false`: other values are not
    /// converted by truthiness).
    public static func read(from stack: LuaStack, at index: Int32) throws -> Bool {
        guard lua_type(stack.L, index) == LUA_TBOOLEAN else {
            throw stack.conversionError(expected: "boolean", at: index)
        }
        return lua_toboolean(stack.L, index) != 0
    }
}

extension String: LuaPushable, LuaReadable {
    /// Pushes a string.
    public func push(to stack: LuaStack) throws {
        try stack.push(self)
    }

    /// Reads a string, or a number as `tostring` would show it.
    public static func read(from stack: LuaStack, at index: Int32) throws -> String {
        switch lua_type(stack.L, index) {
        case LUA_TSTRING: return stack.string(at: index)
        case LUA_TNUMBER: return stack.numberText(at: index)
        default: throw stack.conversionError(expected: "string", at: index)
        }
    }
}

extension Optional: LuaReturning where Wrapped: LuaPushable {}

extension Optional: LuaPushable where Wrapped: LuaPushable {
    /// Pushes the value, or nil.
    public func push(to stack: LuaStack) throws {
        switch self {
        case .none: stack.pushNil()
        case let .some(value): try value.push(to: stack)
        }
    }
}

extension Optional: LuaReadable where Wrapped: LuaReadable {
    /// Reads nil (or a missing value) as `nil`, anything else as `Wrapped`.
    public static func read(from stack: LuaStack, at index: Int32) throws -> Wrapped? {
        stack.isNil(at: index) ? nil : try Wrapped.read(from: stack, at: index)
    }
}

extension Array: LuaReturning where Element: LuaPushable {}

extension Array: LuaPushable where Element: LuaPushable {
    /// Pushes a sequence `{e1, e2, ...}`.
    public func push(to stack: LuaStack) throws {
        try stack.reserve(3)
        try stack.newTable(array: count, hash: 0)
        for (offset, element) in enumerated() {
            try element.push(to: stack)
            // The table was created with room for `count` array entries, so
            // this raw set fills preallocated slots: it cannot allocate or raise.
            lua_rawseti(stack.L, -2, lua_Integer(offset + 1))
        }
    }
}

extension Array: LuaReadable where Element: LuaReadable {
    /// Reads the sequence `t[1]...t[#t]` (raw) of a table.
    public static func read(from stack: LuaStack, at index: Int32) throws -> [Element] {
        let L = stack.L
        guard lua_type(L, index) == LUA_TTABLE else { throw stack.conversionError(expected: "table", at: index) }
        try stack.reserve(2)
        let table = lua_absindex(L, index)
        let count = Int(lua_rawlen(L, table))
        var result: [Element] = []
        result.reserveCapacity(count)
        for position in 0..<count {
            lua_rawgeti(L, table, lua_Integer(position + 1))
            defer { lhs_pop(L, 1) }
            do {
                result.append(try Element.read(from: stack, at: -1))
            } catch let LuaError.conversion(_, expected, got) {
                let message = "\(expected) expected, got \(got) (at index \(position + 1))"
                throw LuaError.conversion(LuaErrorInfo(message: message), expected: expected, got: got)
            }
        }
        return result
    }
}

extension Dictionary: LuaReturning where Key == String, Value: LuaPushable {}

extension Dictionary: LuaPushable where Key == String, Value: LuaPushable {
    /// Pushes a table with these string keys.
    public func push(to stack: LuaStack) throws {
        try stack.reserve(4)
        try stack.newTable(array: 0, hash: count)
        for (key, value) in self {
            try stack.push(key)
            try value.push(to: stack)
            try stack.check(lhs_rawset(stack.L, -3))
        }
    }
}

extension Dictionary: LuaReadable where Key == String, Value: LuaReadable {
    /// Reads a table whose keys are all strings.
    public static func read(from stack: LuaStack, at index: Int32) throws -> [String: Value] {
        let L = stack.L
        guard lua_type(L, index) == LUA_TTABLE else { throw stack.conversionError(expected: "table", at: index) }
        try stack.reserve(3)
        let table = lua_absindex(L, index)
        var result: [String: Value] = [:]
        lua_pushnil(L)
        // Nothing writes to the table during the traversal, so lua_next
        // (which raises only for a key missing from the table) cannot raise.
        while lua_next(L, table) != 0 {
            guard lua_type(L, -2) == LUA_TSTRING else {
                let got = stack.typeName(at: -2)
                lhs_pop(L, 2)
                throw LuaError.conversion(LuaErrorInfo(message: "string key expected, got \(got)"),
                                          expected: "string key", got: got)
            }
            let key = stack.string(at: -2)
            do {
                result[key] = try Value.read(from: stack, at: -1)
            } catch let LuaError.conversion(_, expected, got) {
                lhs_pop(L, 2)
                throw LuaError.conversion(LuaErrorInfo(message: "\(expected) expected, got \(got) (at key '\(key)')"),
                                          expected: expected, got: got)
            }
            lhs_pop(L, 1)
        }
        return result
    }
}
