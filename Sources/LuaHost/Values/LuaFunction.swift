import CLua
import CLuaShim

/// A Lua function (or a Swift function bound to Lua) held from Swift.
public final class LuaFunction: LuaReference {
    /// The function compiled, for ``LuaState/load(_:)`` in other states (see ``LuaBytecode``).
    /// - Parameter name: The chunk name messages will show; use the one the function was loaded under.
    /// - Throws: ``LuaError/runtime(_:)`` for a function bound from Swift or C (it has no bytecode),
    ///   ``LuaError/memory(_:)`` when the buffer cannot grow.
    public func bytecode(name: String) throws -> LuaBytecode {
        try withPushed { L, index in
            var dumped = lhs_Bytecode()
            defer { lhs_freebytecode(&dumped) }
            switch lhs_dump(L, index, &dumped) {
            case LUA_OK:
                let bytes = dumped.bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: dumped.len)) } ?? []
                return LuaBytecode(bytes: bytes, name: name)
            case LUA_ERRMEM:
                throw LuaError.memory(LuaErrorInfo(message: "not enough memory to dump the function"))
            default:
                throw LuaError.runtime(LuaErrorInfo(message: "attempt to dump a function bound from Swift or C"))
            }
        }
    }

    /// Calls the function with `arguments` and returns all its results.
    ///
    /// The call is protected, with a traceback message handler.
    /// - Throws: ``LuaError`` for errors raised by the function, memory and
    ///   timeout.
    @discardableResult
    public func call<each Argument: LuaPushable>(_ arguments: repeat each Argument) throws -> [LuaValue] {
        var count = 0
        for _ in repeat (each Argument).self { count += 1 }
        let (L, base) = try prepareCall(arguments: count)
        defer { lua_settop(L, base) }
        let stack = LuaStack(L)
        repeat try (each arguments).push(to: stack)
        try performCall(L, base: base, arguments: count, results: LUA_MULTRET)
        let top = lua_gettop(L)
        var values: [LuaValue] = []
        values.reserveCapacity(Int(top - base - 1))
        var index = base + 2  // above the message handler
        while index <= top {
            values.append(try LuaValue.read(from: stack, at: index))
            index += 1
        }
        return values
    }

    /// Calls the function with `arguments` and converts its first result.
    /// - Parameter type: The Swift type of the first result (nil reads as a
    ///   missing value: use an `Optional` type to accept it).
    /// - Throws: ``LuaError`` for errors raised by the function, or
    ///   ``LuaError/conversion(_:expected:got:)`` for a result of another type.
    @inlinable
    public func call<Result: LuaReadable, each Argument: LuaPushable>(
        _ arguments: repeat each Argument, returning type: Result.Type
    ) throws -> Result {
        var count = 0
        for _ in repeat (each Argument).self { count += 1 }
        let (L, base) = try prepareCall(arguments: count)
        defer { lua_settop(L, base) }
        let stack = LuaStack(L)
        repeat try (each arguments).push(to: stack)
        try performCall(L, base: base, arguments: count, results: 1)
        return try Result.read(from: stack, at: -1)
    }

    /// ``call(_:returning:)`` with one argument, without building a
    /// parameter pack at the call site (the hot path of calling a callback).
    /// - Throws: Like ``call(_:returning:)``.
    @inlinable
    public func call<Result: LuaReadable, Argument: LuaPushable>(
        _ argument: Argument, returning type: Result.Type
    ) throws -> Result {
        let (L, base) = try prepareCall(arguments: 1)
        defer { lua_settop(L, base) }
        let stack = LuaStack(L)
        try argument.push(to: stack)
        try performCall(L, base: base, arguments: 1, results: 1)
        return try Result.read(from: stack, at: -1)
    }

    /// ``call(_:returning:)`` with two arguments, without a parameter pack.
    /// - Throws: Like ``call(_:returning:)``.
    @inlinable
    public func call<Result: LuaReadable, First: LuaPushable, Second: LuaPushable>(
        _ first: First, _ second: Second, returning type: Result.Type
    ) throws -> Result {
        let (L, base) = try prepareCall(arguments: 2)
        defer { lua_settop(L, base) }
        let stack = LuaStack(L)
        try first.push(to: stack)
        try second.push(to: stack)
        try performCall(L, base: base, arguments: 2, results: 1)
        return try Result.read(from: stack, at: -1)
    }

    /// Makes room and pushes the function; returns the thread and the stack
    /// top to restore. Always inlined: the hot path of every call.
    @inlinable @inline(__always) func prepareCall(arguments: Int) throws(LuaError) -> (OpaquePointer, Int32) {
        let L = try core.thread()  // a thread of this function's own state
        // The message handler goes below the function: lhs_pcall uses it there.
        let base = lhs_pushcall(L, ref, Int32(arguments))
        guard base >= 0 else { try Self.throwNoStack() }
        return (L, base)
    }

    /// Throws the error for a stack that cannot grow, out of the hot path.
    @usableFromInline @inline(never) static func throwNoStack() throws(LuaError) -> Never {
        throw LuaError.runtime(LuaErrorInfo(message: "stack overflow (cannot grow the Lua stack)"))
    }

    /// Calls the function pushed by ``prepareCall(arguments:)`` with the
    /// arguments pushed since.
    @inlinable @inline(__always)
    func performCall(_ L: OpaquePointer, base: Int32, arguments: Int, results: Int32) throws(LuaError) {
        core.beginCall()
        let status = lhs_pcall(L, Int32(arguments), results, base)
        guard status == LUA_OK else { try throwFailure(status: status, on: L) }
    }

    /// Throws the error of a failed call, out of the hot path.
    @usableFromInline @inline(never) func throwFailure(status: Int32, on L: OpaquePointer) throws(LuaError) -> Never {
        throw core.error(status: status, on: L)
    }
}

extension LuaFunction: LuaPushable, LuaReadable {
    /// Pushes the function.
    public func push(to stack: LuaStack) throws {
        try push(on: stack.L)
    }

    /// Reads a function.
    public static func read(from stack: LuaStack, at index: Int32) throws -> LuaFunction {
        guard lua_type(stack.L, index) == LUA_TFUNCTION else {
            throw stack.conversionError(expected: "function", at: index)
        }
        return try LuaFunction(at: index, on: stack.L)
    }
}
