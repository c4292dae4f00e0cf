import CLua
import CLuaShim

/// The arguments of a Swift function called from Lua: a view of the Lua stack
/// with typed accessors, valid only during the call. It allocates nothing.
///
/// Positions start at 1 and, in methods, count from the first argument after
/// `self` (as the script sees `obj:set(5)`). A wrong type throws an error that
/// reaches the script as `bad argument #1 to 'set' (integer expected, got
/// string)`.
public struct LuaArguments {
    @usableFromInline let L: OpaquePointer
    @usableFromInline let base: Int32
    @usableFromInline unowned(unsafe) let callee: LuaCallee

    @usableFromInline init(_ L: OpaquePointer, base: Int32, callee: LuaCallee) {
        self.L = L
        self.base = base
        self.callee = callee
    }

    /// The stack, for pushing results by hand or reading custom types.
    @inlinable public var stack: LuaStack { LuaStack(L) }

    /// How many arguments the script passed.
    @inlinable public var count: Int { Int(lua_gettop(L) - base) }

    /// Where the function `level` frames up the caller's stack runs (1: the Lua function that called this
    /// one), as `lua_getstack` and `lua_getinfo("Sl")` see it: its chunk name without the leading `@` or `=`,
    /// whole (messages shorten long ones to `...tail`), and its current line, -1 for a C function.
    /// - Parameter level: Frames up from this call, from 1.
    /// - Returns: The place, or nil past the bottom of the stack.
    public func frame(at level: Int) -> LuaLocation? {
        var source: UnsafePointer<CChar>?
        var length = 0
        var line: Int32 = 0
        guard lhs_frame(L, Int32(clamping: level), &source, &length, &line) != 0, let source else { return nil }
        var name = String(decoding: UnsafeRawBufferPointer(start: source, count: length), as: UTF8.self)
        if name.hasPrefix("@") || name.hasPrefix("=") {
            name.removeFirst()
        }
        return LuaLocation(source: name, line: Int(line))
    }

    /// The lines argument `n`'s text spans when it is a Lua function, from its `function` keyword to its
    /// `end` (`lua_getinfo(">S")`); nil for anything else (a C function, another value, a missing one).
    public func functionLines(_ n: Int) -> ClosedRange<Int>? {
        var first: Int32 = 0
        var last: Int32 = 0
        guard n >= 1, n <= count, lhs_function_lines(L, index(n), &first, &last) != 0, first <= last else { return nil }
        return Int(first)...Int(last)
    }

    /// Counts `bytes` that Swift keeps for the calling script (a copy of its text, an object built for it)
    /// against its state's memory limit while the returned reservation lives; see ``LuaExternalMemory``.
    public func reserveExternalMemory(_ bytes: Int) -> LuaExternalMemory {
        LuaExternalMemory(bytes: bytes, core: LuaCore.of(L))
    }

    /// Checks the number of arguments.
    /// - Throws: `wrong number of arguments to 'f' (expected 2, got 3)`.
    public func expect(count expected: Int) throws {
        guard count == expected else {
            throw LuaArgumentError(position: 0, detail: "expected \(expected), got \(count)")
        }
    }

    /// Checks the number of arguments against a range.
    /// - Throws: `wrong number of arguments to 'f' (expected 1 to 2, got 3)`.
    public func expect(count range: ClosedRange<Int>) throws {
        guard range.contains(count) else {
            throw LuaArgumentError(
                position: 0, detail: "expected \(range.lowerBound) to \(range.upperBound), got \(count)")
        }
    }

    /// Whether argument `n` is nil or missing.
    @inlinable public func isNil(_ n: Int) -> Bool {
        lua_type(L, index(n)) <= LUA_TNIL
    }

    /// The type name of argument `n` as Lua's messages show it.
    public func typeName(_ n: Int) -> String {
        String(cString: lhs_typename(L, index(n)))
    }

    @inlinable func index(_ n: Int) -> Int32 {
        base + Int32(truncatingIfNeeded: n)
    }

    /// The error for argument `n` when `expected` was wanted.
    @usableFromInline func failure(_ n: Int, expected: String) -> any Error {
        mismatch(n, expected: expected)
    }

    /// The error for argument `n` when `expected` was wanted.
    func mismatch(_ n: Int, expected: String) -> LuaArgumentError {
        LuaArgumentError(position: n, detail: "\(expected) expected, got \(typeName(n))")
    }

    // MARK: Numbers

    /// Argument `n` as an integer (floats with an exact integer value and
    /// numeric strings convert, as in `luaL_checkinteger`).
    /// - Throws: `bad argument #n to 'f' (integer expected, got string)`, or
    ///   `(number has no integer representation)` for a float such as 1.5.
    @inlinable public func int(_ n: Int) throws -> Int {
        let integer = lhs_tointeger(L, index(n))
        if integer.isnum != 0 { return Int(integer.value) }
        throw integerFailure(n)
    }

    /// Why argument `n` is not an integer.
    @usableFromInline func integerFailure(_ n: Int) -> any Error {
        if lua_type(L, index(n)) == LUA_TNUMBER {
            return LuaArgumentError(position: n, detail: "number has no integer representation")
        }
        return mismatch(n, expected: "integer")
    }

    /// Argument `n` as an integer, or nil when nil or missing.
    /// - Throws: Like ``int(_:)`` for any other value.
    @inlinable public func optionalInt(_ n: Int) throws -> Int? {
        isNil(n) ? nil : try int(n)
    }

    /// Argument `n` as a number (numeric strings convert).
    /// - Throws: `bad argument #n to 'f' (number expected, got table)`.
    @inlinable public func number(_ n: Int) throws -> Double {
        let number = lhs_tonumber(L, index(n))
        if number.isnum != 0 { return number.value }
        throw failure(n, expected: "number")
    }

    /// Argument `n` as a number, or nil when nil or missing.
    /// - Throws: Like ``number(_:)`` for any other value.
    @inlinable public func optionalNumber(_ n: Int) throws -> Double? {
        isNil(n) ? nil : try number(n)
    }

    // MARK: Booleans and strings

    /// Argument `n` as a boolean (only `true` or `false`).
    /// - Throws: `bad argument #n to 'f' (boolean expected, got number)`.
    @inlinable public func bool(_ n: Int) throws -> Bool {
        guard lua_type(L, index(n)) == LUA_TBOOLEAN else { throw failure(n, expected: "boolean") }
        return lua_toboolean(L, index(n)) != 0
    }

    /// Argument `n` as a boolean, or nil when nil or missing.
    /// - Throws: Like ``bool(_:)`` for any other value.
    @inlinable public func optionalBool(_ n: Int) throws -> Bool? {
        isNil(n) ? nil : try bool(n)
    }

    /// Whether argument `n` is neither nil nor false (Lua's truthiness).
    @inlinable public func truthy(_ n: Int) -> Bool {
        lua_toboolean(L, index(n)) != 0
    }

    /// Argument `n` as a string (numbers convert as `tostring` shows them).
    /// - Throws: `bad argument #n to 'f' (string expected, got nil)`.
    public func string(_ n: Int) throws -> String {
        switch lua_type(L, index(n)) {
        case LUA_TSTRING: return LuaStack(L).string(at: index(n))
        case LUA_TNUMBER: return LuaStack(L).numberText(at: index(n))
        default: throw mismatch(n, expected: "string")
        }
    }

    /// Argument `n` as a string, or nil when nil or missing.
    /// - Throws: Like ``string(_:)`` for any other value.
    public func optionalString(_ n: Int) throws -> String? {
        isNil(n) ? nil : try string(n)
    }

    // MARK: References and any value

    /// Argument `n` as a table.
    /// - Throws: `bad argument #n to 'f' (table expected, got string)`;
    ///   ``LuaError/memory(_:)`` when the reference cannot be made.
    public func table(_ n: Int) throws -> LuaTable {
        guard lua_type(L, index(n)) == LUA_TTABLE else { throw mismatch(n, expected: "table") }
        return try LuaTable(at: index(n), on: L)
    }

    /// Argument `n` as a table, or nil when nil or missing.
    /// - Throws: Like ``table(_:)`` for any other value.
    public func optionalTable(_ n: Int) throws -> LuaTable? {
        isNil(n) ? nil : try table(n)
    }

    /// Argument `n` as a function.
    /// - Throws: `bad argument #n to 'f' (function expected, got nil)`;
    ///   ``LuaError/memory(_:)`` when the reference cannot be made.
    public func function(_ n: Int) throws -> LuaFunction {
        guard lua_type(L, index(n)) == LUA_TFUNCTION else { throw mismatch(n, expected: "function") }
        return try LuaFunction(at: index(n), on: L)
    }

    /// Argument `n` as a function, or nil when nil or missing.
    /// - Throws: Like ``function(_:)`` for any other value.
    public func optionalFunction(_ n: Int) throws -> LuaFunction? {
        isNil(n) ? nil : try function(n)
    }

    /// Argument `n` as any value (`.nil` when missing).
    /// - Throws: ``LuaError/memory(_:)`` when a table, function, userdata or
    ///   thread cannot be referenced.
    public func value(_ n: Int) throws -> LuaValue {
        try LuaValue.read(from: LuaStack(L), at: index(n))
    }

    /// Every argument as values.
    /// - Throws: Like ``value(_:)``.
    public func values() throws -> [LuaValue] {
        try (0..<count).map { try value($0 + 1) }
    }

    /// Argument `n` converted to `Value`.
    /// - Throws: `bad argument #n to 'f' (...)` with the conversion's message
    ///   when the value does not convert; other errors of `Value`'s
    ///   ``LuaReadable/read(from:at:)`` unchanged.
    @inlinable
    public func get<Value: LuaReadable>(_ n: Int, as type: Value.Type = Value.self) throws -> Value {
        do {
            return try Value.read(from: LuaStack(L), at: index(n))
        } catch {
            throw argumentFailure(n, error)
        }
    }

    /// A conversion error of argument `n` as a bad argument; others unchanged.
    @usableFromInline func argumentFailure(_ n: Int, _ error: any Error) -> any Error {
        guard case let LuaError.conversion(info, _, _) = error else { return error }
        return LuaArgumentError(position: n, detail: info.message)
    }

    // MARK: Bound objects

    /// Argument `n` as an instance of `type` (or of a subtype).
    /// - Throws: `bad argument #1 to 'add' (Counter expected, got table)`, or a
    ///   message saying the object was closed.
    public func object<Object>(_ n: Int, as type: LuaClass<Object>) throws -> Object {
        guard let pointer = lhs_toobject(L, index(n), type.cClass) else {
            if lhs_isclosedobject(L, index(n), type.cClass) != 0 {
                throw LuaArgumentError(position: n, detail: "\(type.name) expected, got a closed \(type.name)")
            }
            throw mismatch(n, expected: type.name)
        }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Argument `n` as an instance of `type`, or nil when nil or missing.
    /// - Throws: Like ``object(_:as:)`` for any other value.
    public func optionalObject<Object>(_ n: Int, as type: LuaClass<Object>) throws -> Object? {
        isNil(n) ? nil : try object(n, as: type)
    }
}
