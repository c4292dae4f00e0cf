import CLua
import CLuaShim

extension LuaState {
    /// Makes a Lua function that calls a Swift closure returning one value
    /// or ``LuaResults``.
    ///
    /// The closure reads its arguments through ``LuaArguments`` (no allocation
    /// per call); a thrown Swift error becomes a Lua error located at the
    /// caller, whose cause comes back as ``LuaError/callback(_:cause:)``.
    /// - Parameters:
    ///   - name: The name used in messages (`bad argument #1 to 'name'`).
    ///   - body: The closure.
    /// - Throws: ``LuaError/memory(_:)``.
    @inlinable
    public func function<Result: LuaReturning>(
        named name: String, _ body: @escaping (LuaArguments) throws -> Result
    ) throws(LuaError) -> LuaFunction {
        try makeFunction(LuaCallee(name: name, kind: .function) { _, arguments in
            try Int32(body(arguments).pushResults(to: arguments.stack))
        })
    }

    /// Makes a Lua function that calls a Swift closure returning nothing.
    /// - Parameters:
    ///   - name: The name used in messages.
    ///   - body: The closure.
    /// - Throws: ``LuaError/memory(_:)``.
    public func function(
        named name: String, _ body: @escaping (LuaArguments) throws -> Void
    ) throws(LuaError) -> LuaFunction {
        try makeFunction(LuaCallee(name: name, kind: .function) { _, arguments in
            try body(arguments)
            return 0
        })
    }

    /// Makes a Lua function for async Swift work. `body` reads the arguments
    /// and returns the work; the calling coroutine is suspended until the
    /// driver (``settle()``) has awaited it, then resumes with its result or
    /// raises its error. Called outside a host-driven coroutine, it raises
    /// `attempt to yield from outside a coroutine (...)`.
    /// - Parameters:
    ///   - name: The name used in messages.
    ///   - body: Reads the arguments, returns the work.
    /// - Throws: ``LuaError/memory(_:)``.
    public func asyncFunction<Result: LuaReturning>(
        named name: String, _ body: @escaping (LuaArguments) throws -> () async throws -> Result
    ) throws(LuaError) -> LuaFunction {
        try makeFunction(LuaCallee(name: name, kind: .function) { _, arguments in
            try LuaScheduler.suspend(arguments) { try body(arguments) }
        })
    }

    /// Sets global `name` to a Swift function returning one value or
    /// ``LuaResults``.
    /// - Throws: ``LuaError/memory(_:)``.
    @inlinable
    public func register<Result: LuaReturning>(
        _ name: String, _ body: @escaping (LuaArguments) throws -> Result
    ) throws {
        try setGlobal(name, function(named: name, body))
    }

    /// Sets global `name` to a Swift function returning nothing.
    /// - Throws: ``LuaError/memory(_:)``.
    public func register(_ name: String, _ body: @escaping (LuaArguments) throws -> Void) throws {
        try setGlobal(name, function(named: name, body))
    }

    /// Sets global `name` to an async Swift function (see
    /// ``asyncFunction(named:_:)``).
    /// - Throws: ``LuaError/memory(_:)``.
    public func registerAsync<Result: LuaReturning>(
        _ name: String, _ body: @escaping (LuaArguments) throws -> () async throws -> Result
    ) throws {
        try setGlobal(name, asyncFunction(named: name, body))
    }

    @usableFromInline func makeFunction(_ callee: LuaCallee) throws(LuaError) -> LuaFunction {
        let L = try core.thread()
        try LuaStack(L).reserve(4)
        // The trampoline's box takes over this retain (released by its __gc).
        try LuaStack(L).check(lhs_pushfunction(L, Unmanaged.passRetained(callee).toOpaque()))
        defer { lhs_pop(L, 1) }
        return try LuaFunction(at: -1, on: L)
    }
}
