import CLua
import CLuaShim

/// The Lua stack of the thread being worked on, for ``LuaPushable`` and
/// ``LuaReadable`` conformances. Valid only during the call that hands it out.
///
/// Pushes that can allocate (strings, tables) run in protected mode and throw
/// ``LuaError/memory(_:)`` instead of raising a Lua error through Swift.
public struct LuaStack {
    @usableFromInline let L: OpaquePointer

    @usableFromInline init(_ L: OpaquePointer) {
        self.L = L
    }

    // MARK: Pushing

    /// Pushes nil.
    @inlinable public func pushNil() {
        lua_pushnil(L)
    }

    /// Pushes a boolean.
    @inlinable public func push(_ value: Bool) {
        lua_pushboolean(L, value ? 1 : 0)
    }

    /// Pushes an integer.
    @inlinable public func push(_ value: Int) {
        lua_pushinteger(L, lua_Integer(value))
    }

    /// Pushes a float.
    @inlinable public func push(_ value: Double) {
        lua_pushnumber(L, value)
    }

    /// Pushes a string.
    /// - Throws: ``LuaError/memory(_:)`` when the state's memory limit is reached.
    public func push(_ value: String) throws(LuaError) {
        var value = value
        let status = value.withUTF8 { bytes in
            let chars = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            return lhs_pushstring(L, chars, bytes.count)
        }
        try check(status)
    }

    /// Pushes any pushable value.
    /// - Throws: ``LuaError`` when the value cannot be pushed (memory limit).
    public func push<Value: LuaPushable>(_ value: Value) throws {
        try value.push(to: self)
    }

    /// Makes room for `count` more values.
    @usableFromInline func reserve(_ count: Int) throws(LuaError) {
        guard lua_checkstack(L, Int32(clamping: count)) != 0 else {
            throw LuaError.runtime(LuaErrorInfo(message: "stack overflow (cannot grow the Lua stack)"))
        }
    }

    /// Pushes a new table with room for `array` and `hash` entries.
    func newTable(array: Int, hash: Int) throws(LuaError) {
        try check(lhs_newtable(L, Int32(clamping: array), Int32(clamping: hash)))
    }

    /// Maps a helper's status to an error, popping the error object.
    func check(_ status: Int32) throws(LuaError) {
        guard status != LUA_OK else { return }
        throw LuaCore.of(L).error(status: status, on: L)
    }

    // MARK: Reading

    /// Whether the slot at `index` holds nil or nothing.
    @inlinable public func isNil(at index: Int32) -> Bool {
        lua_type(L, index) <= LUA_TNIL
    }

    /// The type name Lua's messages use for the value at `index` (`no value`,
    /// `nil`, `number`, ..., or a bound type's name).
    public func typeName(at index: Int32) -> String {
        String(cString: lhs_typename(L, index))
    }

    /// Reads the value at `index` as `Value`.
    /// - Throws: ``LuaError/conversion(_:expected:got:)`` when it is not one.
    public func read<Value: LuaReadable>(_ type: Value.Type = Value.self, at index: Int32) throws -> Value {
        try Value.read(from: self, at: index)
    }

    /// The conversion error for the value at `index` when `expected` was wanted.
    public func conversionError(expected: String, at index: Int32) -> LuaError {
        let got = typeName(at: index)
        return LuaError.conversion(LuaErrorInfo(message: "\(expected) expected, got \(got)"),
                                   expected: expected, got: got)
    }

    /// The string at `index`; only call on an actual string (never converts).
    func string(at index: Int32) -> String {
        var length = 0
        guard let chars = lua_tolstring(L, index, &length) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: chars, count: length), as: UTF8.self)
    }

    /// The number at `index` as `tostring` shows it, without converting it in
    /// place (which would allocate).
    func numberText(at index: Int32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = lhs_numbertostring(L, index, buffer.baseAddress, 64)
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
        }
    }

    /// Anchors the value at `index` in the registry and returns its reference.
    func reference(at index: Int32) throws(LuaError) -> Int32 {
        try reserve(3)
        lua_pushvalue(L, index)
        var ref: Int32 = LUA_NOREF
        try check(lhs_ref(L, &ref))
        return ref
    }
}
