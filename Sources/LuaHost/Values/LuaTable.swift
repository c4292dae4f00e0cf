import CLua
import CLuaShim

/// A Lua table held from Swift.
///
/// `get`/`set`/`length` honour metamethods (`__index`, `__newindex`, `__len`)
/// and run them in protected mode; `raw...` accessors and iteration do not.
public final class LuaTable: LuaReference {
    /// `t[key]`, with metamethods.
    /// - Throws: ``LuaError`` when a metamethod fails or memory runs out.
    public func get(_ key: some LuaPushable) throws -> LuaValue {
        try get(key, as: LuaValue.self)
    }

    /// `t[key]` converted to `Value`, with metamethods.
    /// - Throws: ``LuaError/conversion(_:expected:got:)`` when the value does not convert.
    public func get<Value: LuaReadable>(_ key: some LuaPushable, as type: Value.Type) throws -> Value {
        try withPushed { L, table in
            let stack = LuaStack(L)
            try key.push(to: stack)
            core.beginRun(L)
            try stack.check(lhs_gettable(L, table))
            return try Value.read(from: stack, at: -1)
        }
    }

    /// `t[key] = value`, with metamethods.
    /// - Throws: ``LuaError`` when a metamethod fails or memory runs out.
    public func set(_ key: some LuaPushable, _ value: some LuaPushable) throws {
        try withPushed { L, table in
            let stack = LuaStack(L)
            try key.push(to: stack)
            try value.push(to: stack)
            core.beginRun(L)
            try stack.check(lhs_settable(L, table))
        }
    }

    /// `rawget(t, key)`.
    /// - Throws: ``LuaError`` when memory runs out pushing the key or
    ///   referencing the value.
    public func rawGet(_ key: some LuaPushable) throws -> LuaValue {
        try withPushed { L, table in
            let stack = LuaStack(L)
            try key.push(to: stack)
            lua_rawget(L, table)
            return try LuaValue.read(from: stack, at: -1)
        }
    }

    /// `rawset(t, key, value)`.
    /// - Throws: ``LuaError`` when memory runs out or the key is nil or NaN.
    public func rawSet(_ key: some LuaPushable, _ value: some LuaPushable) throws {
        try withPushed { L, table in
            let stack = LuaStack(L)
            try key.push(to: stack)
            try value.push(to: stack)
            try stack.check(lhs_rawset(L, table))
        }
    }

    /// `#t`, with `__len`.
    /// - Throws: ``LuaError`` when `__len` fails or returns a non-integer.
    public func length() throws -> Int {
        try withPushed { L, table in
            let stack = LuaStack(L)
            core.beginRun(L)
            try stack.check(lhs_len(L, table))
            return try Int.read(from: stack, at: -1)
        }
    }

    /// `rawlen(t)`: the border of the sequence part, without `__len`.
    public var rawLength: Int {
        (try? withPushed { L, table in Int(lua_rawlen(L, table)) }) ?? 0
    }

    /// Every key and value, in `next` order (no metamethods).
    /// - Throws: ``LuaError`` when memory runs out anchoring references.
    public func pairs() throws -> [(key: LuaValue, value: LuaValue)] {
        try withPushed(extra: 2) { L, table in
            let stack = LuaStack(L)
            var result: [(key: LuaValue, value: LuaValue)] = []
            lua_pushnil(L)
            // lua_next raises only for a key missing from the table; nothing
            // here writes to the table, so traversal keys always exist.
            while lua_next(L, table) != 0 {
                let key = try LuaValue.read(from: stack, at: -2)
                let value = try LuaValue.read(from: stack, at: -1)
                result.append((key, value))
                lhs_pop(L, 1)
            }
            return result
        }
    }

    /// The sequence `t[1]...t[#t]` (raw) converted to `Element`.
    /// - Throws: ``LuaError/conversion(_:expected:got:)`` naming the first bad element.
    public func array<Element: LuaReadable>(of type: Element.Type) throws -> [Element] {
        try withPushed { L, table in try [Element].read(from: LuaStack(L), at: table) }
    }
}

extension LuaTable: LuaPushable, LuaReadable {
    /// Pushes the table.
    public func push(to stack: LuaStack) throws {
        try push(on: stack.L)
    }

    /// Reads a table.
    public static func read(from stack: LuaStack, at index: Int32) throws -> LuaTable {
        guard lua_type(stack.L, index) == LUA_TTABLE else { throw stack.conversionError(expected: "table", at: index) }
        return try LuaTable(at: index, on: stack.L)
    }
}
