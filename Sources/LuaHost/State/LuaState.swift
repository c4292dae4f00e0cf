import CLua
import CLuaShim

/// A Lua state and its owner: one per script host, used from one thread or
/// actor at a time (it is not `Sendable`).
///
/// `close()` releases it deterministically (running every `__gc`); `deinit`
/// closes it if still open. Values taken out of it (tables, functions...)
/// become inert once it is closed.
///
/// ```swift
/// let state = try LuaState(options: LuaStateOptions(scriptRoots: ["scripts"], instructionBudget: 1_000_000))
/// try state.register("double") { args in try args.int(1) * 2 }
/// let result = try state.run("return double(21)", name: "main.lua", returning: Int.self)
/// ```
public final class LuaState {
    let core: LuaCore
    private let chunkMode: String

    /// Creates a state.
    /// - Parameter options: Libraries, script roots, limits and classes.
    /// - Throws: ``LuaError/memory(_:)`` when the state cannot be allocated.
    public init(options: LuaStateOptions = LuaStateOptions()) throws(LuaError) {
        core = try LuaCore()
        guard let main = core.main else { throw LuaError.memory(LuaErrorInfo(message: "not enough memory")) }
        let roots = options.scriptRoots.joined(separator: ";")
        let status: Int32
        switch options.libraries {
        case .sandbox:
            chunkMode = "t"
            status = lhs_opensandbox(main, roots)
        case .full:
            chunkMode = "bt"
            status = lhs_openfull(main, roots)
        }
        if status != LUA_OK {
            let error = core.error(status: status, on: main)
            core.close()
            throw error
        }
        options.classes.forEach(core.register)
        options.chunkCache.map(core.use)
        // Property observers do not run during init: apply the limits here.
        memoryLimit = options.memoryLimit
        instructionBudget = options.instructionBudget
        lhs_setlimit(main, options.memoryLimit.map { max($0, 1) } ?? 0)
        lhs_setbudget(main, Int64(options.instructionBudget.map { max($0, 1) } ?? 0))
        if options.recordsLines {
            do {
                try recordLines()
            } catch {
                core.close()
                throw error
            }
        }
    }

    deinit {
        core.close()
    }

    /// Closes the state: every `__gc` runs, bound objects are released,
    /// unfinished tasks fail and references turn inert. Closing twice is harmless.
    public func close() {
        core.close()
    }

    /// Whether ``close()`` was called.
    public var isClosed: Bool { !core.isOpen }

    // MARK: Limits

    /// Bytes currently allocated by the state.
    public var memoryUsed: Int {
        core.isOpen ? Int(core.host.pointee.used) : 0
    }

    /// Bytes Swift holds for the scripts under live reservations (see ``reserveExternalMemory(_:)``),
    /// counted against ``memoryLimit`` beside ``memoryUsed``.
    public var externalMemory: Int {
        Int(lhs_external(core.host))
    }

    /// Counts `bytes` that Swift holds for the scripts against ``memoryLimit`` while the returned reservation
    /// lives; see ``LuaExternalMemory``. A callback reserves through ``LuaArguments/reserveExternalMemory(_:)``.
    public func reserveExternalMemory(_ bytes: Int) -> LuaExternalMemory {
        LuaExternalMemory(bytes: bytes, core: core)
    }

    /// Bytes the state may allocate in all (nil: no limit), external memory included. Reaching it makes
    /// the running script fail with ``LuaError/memory(_:)``; the state stays usable.
    public var memoryLimit: Int? {
        didSet {
            guard let main = core.main else { return }
            lhs_setlimit(main, memoryLimit.map { max($0, 1) } ?? 0)
        }
    }

    /// VM instructions a run may execute (nil: no budget). Reaching it makes
    /// the script fail with ``LuaError/timeout(_:)``. Coroutines created after
    /// the budget is set share it.
    public var instructionBudget: Int? {
        didSet {
            guard let main = core.main else { return }
            lhs_setbudget(main, Int64(instructionBudget.map { max($0, 1) } ?? 0))
        }
    }

    /// Whether the instruction budget ran out in the last run: it ended in a
    /// ``LuaError/timeout(_:)``, whatever the script caught on the way. Stays
    /// true until the next run from Swift starts.
    public var isInstructionBudgetSpent: Bool {
        guard let main = core.main else { return false }
        return lhs_host(main).pointee.exhausted != 0
    }

    /// Whether the sandbox's guard against Lua 5.4.4's `__concat` crash is armed: a script has set a metatable
    /// (any `__concat` it gets later is refused), and from then on every call in the state runs the call hook
    /// that refuses it (docs/Security.md). False in a state that never set one, and with the full library.
    public var isConcatGuardArmed: Bool {
        guard let main = core.main else { return false }
        return lhs_host(main).pointee.concatarmed != 0
    }

    /// Where the last run spent its instruction budget: the line running when it ran out, even if the
    /// script caught that timeout and was stopped again elsewhere; nil when it did not run out (or ran out
    /// outside Lua code).
    public var instructionBudgetSpentAt: LuaLocation? {
        guard let main = core.main else { return nil }
        let host = lhs_host(main).pointee
        guard host.exhausted != 0, host.spentline > 0 else { return nil }
        let source = withUnsafeBytes(of: host.spentwhere) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return LuaLocation(source: source, line: Int(host.spentline))
    }

    /// Gives the next run the whole instruction budget again (runs started
    /// from Swift do this themselves).
    public func resetInstructionBudget() {
        guard let main = core.main else { return }
        lhs_resetbudget(main)
    }

    /// Receives warnings: `warn(...)` from scripts and errors inside `__gc`
    /// metamethods. It may be called during garbage collection: it must not
    /// use the state.
    public var onWarning: ((String) -> Void)? {
        get { core.warningHandler }
        set { core.warningHandler = newValue }
    }

    /// Runs a full garbage collection.
    public func collectGarbage() {
        guard let main = core.main else { return }
        if lhs_collect(main) != LUA_OK {
            lhs_pop(main, 1)
        }
    }

    // MARK: Chunks

    /// Compiles a chunk without running it.
    /// - Parameters:
    ///   - source: The Lua source.
    ///   - name: The chunk name used in messages: `scripts/login.lua` makes
    ///     them read `scripts/login.lua:42: ...`. A name starting with `=` or
    ///     `@` is passed to Lua as is.
    /// - Throws: ``LuaError/syntax(_:incompleteInput:)``, or
    ///   ``LuaError/memory(_:)``.
    public func load(_ source: String, name: String) throws(LuaError) -> LuaFunction {
        let L = try core.thread()
        var source = source
        let chunkName = name.hasPrefix("=") || name.hasPrefix("@") ? name : "@" + name
        lhs_clearerror(L)
        let status = source.withUTF8 { bytes in
            lhs_loadbuffer(L, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                           bytes.count, chunkName, chunkMode)
        }
        return try takeFunction(status, on: L)
    }

    /// Compiles a chunk whose globals are the table `environment`, as Lua's
    /// `load(source, name, "t", environment)` does: it does not see the state's globals.
    /// - Parameters:
    ///   - source: The Lua source.
    ///   - name: The chunk name used in messages (see ``load(_:name:)``).
    ///   - environment: The chunk's `_ENV`.
    /// - Throws: ``LuaError/syntax(_:incompleteInput:)``, ``LuaError/memory(_:)``, or
    ///   ``LuaError/runtime(_:)`` when `environment` belongs to another state.
    public func load(_ source: String, name: String, environment: LuaTable) throws -> LuaFunction {
        let function = try load(source, name: name)
        try function.withPushed { L, index in
            try environment.push(on: L)
            // "lua_setupvalue [-(0|1), +0, -]" (manual): it raises nothing. A main chunk has exactly one
            // upvalue, _ENV.
            _ = lua_setupvalue(L, index, 1)
        }
        return function
    }

    /// Loads a function compiled by ``LuaFunction/bytecode(name:)``, in any state, sandboxed ones
    /// included: the bytecode comes from this process, never from a script (see ``LuaBytecode``).
    /// - Throws: ``LuaError/syntax(_:incompleteInput:)`` for bytecode of another Lua version,
    ///   ``LuaError/memory(_:)``.
    public func load(_ bytecode: LuaBytecode) throws(LuaError) -> LuaFunction {
        let L = try core.thread()
        lhs_clearerror(L)
        let status = bytecode.bytes.withUnsafeBufferPointer { bytes in
            lhs_loadbuffer(L, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
                           bytes.count, bytecode.name, "b")
        }
        return try takeFunction(status, on: L)
    }

    /// Compiles a file without running it; its chunk name is `@path`.
    /// - Parameter path: The file's path (as it should appear in messages).
    /// - Throws: ``LuaError/file(_:)`` when it cannot be read,
    ///   ``LuaError/syntax(_:incompleteInput:)``.
    public func load(file path: String) throws(LuaError) -> LuaFunction {
        let L = try core.thread()
        lhs_clearerror(L)
        return try takeFunction(lhs_loadfile(L, path, chunkMode), on: L)
    }

    private func takeFunction(_ status: Int32, on L: OpaquePointer) throws(LuaError) -> LuaFunction {
        guard status == LUA_OK else { throw core.error(status: status, on: L) }
        defer { lhs_pop(L, 1) }
        return try LuaFunction(at: -1, on: L)
    }

    /// Compiles and runs a chunk, returning its results.
    /// - Parameters:
    ///   - source: The Lua source.
    ///   - name: The chunk name used in messages (see ``load(_:name:)``).
    /// - Throws: ``LuaError``.
    @discardableResult
    public func run(_ source: String, name: String) throws -> [LuaValue] {
        try load(source, name: name).call()
    }

    /// Compiles and runs a chunk, converting its first result.
    /// - Parameters:
    ///   - source: The Lua source.
    ///   - name: The chunk name used in messages.
    ///   - type: The Swift type of the first result.
    /// - Throws: ``LuaError``.
    public func run<Result: LuaReadable>(_ source: String, name: String, returning type: Result.Type) throws -> Result {
        try load(source, name: name).call(returning: type)
    }

    /// Compiles and runs a file (chunk name `@path`).
    /// - Parameter path: The file's path.
    /// - Throws: ``LuaError``.
    @discardableResult
    public func run(file path: String) throws -> [LuaValue] {
        try load(file: path).call()
    }

    // MARK: Globals

    /// The global table.
    /// - Throws: ``LuaError/runtime(_:)`` when the state is closed,
    ///   ``LuaError/memory(_:)`` when the stack cannot grow or memory runs out.
    public func globals() throws(LuaError) -> LuaTable {
        let L = try core.thread()
        guard lua_checkstack(L, 2) != 0 else { throw LuaError.memory(LuaErrorInfo(message: "stack overflow")) }
        lua_rawgeti(L, Int32(LHS_REGISTRYINDEX), lua_Integer(LUA_RIDX_GLOBALS))
        defer { lhs_pop(L, 1) }
        return try LuaTable(at: -1, on: L)
    }

    /// Lua's own `xpcall`, for trusted code the host loads whose message handler is short and bounded (a
    /// test DSL noting where an error was raised).
    ///
    /// The sandbox's global `xpcall` skips the script's message handler once the instruction budget is
    /// spent: Lua calls that handler inside the hook that raised the timeout, where hooks are off, so a
    /// handler that looped could not be stopped. This one always calls it. With the full library, the
    /// global `xpcall` is this one.
    /// - Throws: ``LuaError/runtime(_:)`` when the state is closed,
    ///   ``LuaError/memory(_:)`` when the stack cannot grow or memory runs out.
    public func standardXPCall() throws(LuaError) -> LuaFunction {
        let L = try core.thread()
        guard lua_checkstack(L, 1) != 0 else { throw LuaError.memory(LuaErrorInfo(message: "stack overflow")) }
        lhs_pushxpcall(L)
        defer { lhs_pop(L, 1) }
        return try LuaFunction(at: -1, on: L)
    }

    /// A `setmetatable(t, mt)` for trusted code the host loads, whose metatables scripts never see.
    ///
    /// It sets on `t` a copy of `mt`'s fields that nothing else holds, with `__metatable` false unless `mt`
    /// gives one, so `getmetatable` does not return it and no script can change it later. The sandbox's
    /// global `setmetatable` arms the guard against Lua 5.4.4's `__concat` crash (a call hook every call then
    /// pays, docs/Security.md) because a script may add `__concat` to any metatable it set; this one does not,
    /// unless `mt` has `__concat` already. Refuses `__gc` as the global one does.
    /// - Throws: ``LuaError/runtime(_:)`` when the state is closed,
    ///   ``LuaError/memory(_:)`` when the stack cannot grow or memory runs out.
    public func sealedSetMetatable() throws(LuaError) -> LuaFunction {
        let L = try core.thread()
        guard lua_checkstack(L, 1) != 0 else { throw LuaError.memory(LuaErrorInfo(message: "stack overflow")) }
        lhs_pushsealer(L)
        defer { lhs_pop(L, 1) }
        return try LuaFunction(at: -1, on: L)
    }

    /// The global `name` (through `_ENV`'s metamethods, if any).
    /// - Throws: ``LuaError`` when a metamethod fails.
    public func global(_ name: String) throws -> LuaValue {
        try global(name, as: LuaValue.self)
    }

    /// The global `name` converted to `Value`.
    /// - Throws: ``LuaError/conversion(_:expected:got:)`` for another type.
    public func global<Value: LuaReadable>(_ name: String, as type: Value.Type) throws -> Value {
        let L = try core.thread()
        try LuaStack(L).reserve(4)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try LuaStack(L).check(lhs_getglobal(L, name))
        return try Value.read(from: LuaStack(L), at: -1)
    }

    /// Sets the global `name`.
    /// - Throws: ``LuaError`` when memory runs out.
    public func setGlobal(_ name: String, _ value: some LuaPushable) throws {
        let L = try core.thread()
        try LuaStack(L).reserve(4)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try value.push(to: LuaStack(L))
        try LuaStack(L).check(lhs_setglobal(L, name))
    }

    /// Makes a new empty table.
    /// - Throws: ``LuaError/memory(_:)``.
    public func newTable() throws(LuaError) -> LuaTable {
        let L = try core.thread()
        let stack = LuaStack(L)
        try stack.reserve(3)
        try stack.newTable(array: 0, hash: 0)
        defer { lhs_pop(L, 1) }
        return try LuaTable(at: -1, on: L)
    }

    /// What `tostring(value)` gives, `__tostring` included.
    /// - Throws: ``LuaError`` when `__tostring` fails or memory runs out.
    public func describe(_ value: some LuaPushable) throws -> String {
        let L = try core.thread()
        try LuaStack(L).reserve(4)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try value.push(to: LuaStack(L))
        core.beginRun(L)
        try LuaStack(L).check(lhs_tostring(L, -1))
        return LuaStack(L).string(at: -1)
    }

    /// Makes a value for `value`, e.g. a table from a Swift array.
    /// - Throws: ``LuaError/memory(_:)``.
    public func value(_ value: some LuaPushable) throws -> LuaValue {
        let L = try core.thread()
        try LuaStack(L).reserve(4)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try value.push(to: LuaStack(L))
        return try LuaValue.read(from: LuaStack(L), at: -1)
    }

    // MARK: Classes

    /// Registers a bound class (and its parents) so that its objects can be
    /// pushed (``LuaObject``, ``LuaBindable``). Cheap: the metatable is built
    /// on the first push.
    /// - Parameter boundClass: The class.
    public func register(_ boundClass: AnyLuaClass) {
        core.register(boundClass)
    }

    /// Registry entries holding a value other than a number, for leak checks
    /// in tests (released references leave integers: the free list).
    var registryCount: Int {
        guard let main = core.main, lua_checkstack(main, 3) != 0 else { return 0 }
        var count = 0
        lua_pushnil(main)
        while lua_next(main, Int32(LHS_REGISTRYINDEX)) != 0 {
            if lua_type(main, -1) != LUA_TNUMBER { count += 1 }
            lhs_pop(main, 1)
        }
        return count
    }

    /// Times a Lua error unwound past a Swift callback (must stay 0).
    var escapedErrors: Int {
        Int(core.host.pointee.escapes)
    }
}
