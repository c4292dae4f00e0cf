import CLua
import CLuaShim

extension LuaState {
    /// Queues `function` to run in a new host-driven coroutine; it starts at
    /// the next ``settle()``. Async Swift functions may be called from it.
    /// - Parameters:
    ///   - function: The function to run.
    ///   - arguments: Its arguments.
    /// - Returns: The task, whose ``LuaTask/result`` is set when it ends.
    /// - Throws: ``LuaError/memory(_:)``.
    public func spawn<each Argument: LuaPushable>(
        _ function: LuaFunction, _ arguments: repeat each Argument
    ) throws -> LuaTask {
        let L = try core.thread()
        var co: OpaquePointer?
        var ref: Int32 = LUA_NOREF
        try LuaStack(L).check(lhs_newthread(L, &co, &ref))
        guard let co else { throw LuaError.memory(LuaErrorInfo(message: "not enough memory")) }
        var count: Int32 = 0
        for _ in repeat each arguments { count += 1 }
        let top = lua_gettop(L)
        do {
            try LuaStack(L).reserve(Int(count) + 2)
            try function.push(on: L)
            for argument in repeat each arguments {
                try argument.push(to: LuaStack(L))
            }
            // A new coroutine's stack grows without raising (lua_checkstack).
            try LuaStack(co).reserve(Int(count) + 2)
        } catch {
            lua_settop(L, top)
            lhs_unref(L, ref)
            throw error
        }
        lua_xmove(L, co, count + 1)
        let task = LuaTask(thread: co, ref: ref, arguments: count)
        core.scheduler.enqueue(task)
        return task
    }

    /// Runs host-driven coroutines until none is left: resumes the ready
    /// ones in FIFO order and awaits pending async work one piece at a time,
    /// in the order it started. Deterministic. One instruction budget covers
    /// the whole call.
    public func settle() async {
        await core.scheduler.settle(core)
    }

    /// Runs `function` in a host-driven coroutine until it ends (settling
    /// every other task meanwhile) and returns its results.
    /// - Parameters:
    ///   - function: The function to run.
    ///   - arguments: Its arguments.
    /// - Throws: The ``LuaError`` that ended the coroutine.
    @discardableResult
    public func runAsync<each Argument: LuaPushable>(
        _ function: LuaFunction, _ arguments: repeat each Argument
    ) async throws -> [LuaValue] {
        let task = try spawn(function, repeat each arguments)
        await settle()
        return try task.value()
    }

    /// Compiles `source` and runs it like ``runAsync(_:_:)``.
    /// - Parameters:
    ///   - source: The Lua source.
    ///   - name: The chunk name used in messages.
    /// - Throws: ``LuaError``.
    @discardableResult
    public func runAsync(_ source: String, name: String) async throws -> [LuaValue] {
        try await runAsync(load(source, name: name))
    }
}
