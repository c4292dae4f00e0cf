import CLua
import CLuaShim

/// The async driver of a state: host-driven coroutines ready to run, and
/// those suspended in an async Swift function, each queue in FIFO order.
///
/// Deterministic: one coroutine runs at a time, and async work is awaited one
/// piece at a time, in the order it was started.
final class LuaScheduler {
    private var ready: [LuaTask] = []
    private var waiting: [LuaTask] = []
    /// Host-driven coroutines by thread, for async functions to find theirs.
    private var tasks: [OpaquePointer: LuaTask] = [:]
    /// Work an async function just started, taken by the resume that ran it.
    private var suspended: (thread: OpaquePointer, work: () async throws -> (LuaStack) throws -> Int)?
    /// Whether ``settle(_:)`` is running (runs then share one budget).
    private(set) var isSettling = false

    /// Queues a new coroutine.
    func enqueue(_ task: LuaTask) {
        tasks[task.thread] = task
        ready.append(task)
    }

    /// Fails every unfinished task: the state is closing.
    func abandon() {
        let closed = LuaError.runtime(LuaErrorInfo(message: "the Lua state was closed"))
        for task in tasks.values {
            task.finish(.failure(closed))
        }
        tasks.removeAll()
        ready.removeAll()
        waiting.removeAll()
        suspended = nil
    }

    /// Runs ready coroutines and awaits pending work until none is left.
    func settle(_ core: LuaCore) async {
        guard !isSettling, let main = core.main else { return }
        isSettling = true
        lhs_host(main).pointee.settling = 1
        defer {
            isSettling = false
            if let main = core.main { lhs_host(main).pointee.settling = 0 }
        }
        lhs_resetbudget(main)
        while core.isOpen {
            if !ready.isEmpty {
                step(ready.removeFirst(), core)
            } else if !waiting.isEmpty {
                let task = waiting.removeFirst()
                if let work = task.work {
                    task.work = nil
                    do {
                        task.resumption = .results(try await work())
                    } catch {
                        task.resumption = .failure(error)
                    }
                }
                ready.append(task)
            } else {
                break
            }
        }
    }

    // MARK: Suspending

    /// Starts async work from a callee running on `arguments`' thread and
    /// returns the status that makes the trampoline yield.
    /// - Throws: ``LuaRaise`` when the thread cannot be suspended.
    static func suspend<Result: LuaReturning>(
        _ arguments: LuaArguments, start: () throws -> () async throws -> Result
    ) throws -> Int32 {
        let L = arguments.L
        let name = arguments.callee.name
        guard lua_isyieldable(L) != 0 else {
            if lhs_ismainthread(L) != 0 {
                throw LuaRaise(message: "attempt to yield from outside a coroutine "
                    + "(async function '\(name)' must run in a coroutine started by the host: runAsync or spawn)")
            }
            throw LuaRaise(message: "attempt to yield across a C-call boundary (async function '\(name)')")
        }
        let scheduler = LuaCore.of(L).scheduler
        guard scheduler.tasks[L] != nil else {
            throw LuaRaise(message: "attempt to call async function '\(name)' from a coroutine "
                + "not started by the host (use runAsync or spawn)")
        }
        let work = try start()
        scheduler.suspended = (L, { let result = try await work(); return { try result.pushResults(to: $0) } })
        return LHS_YIELD
    }

    // MARK: Resuming

    /// Resumes `task` once and files it by outcome.
    private func step(_ task: LuaTask, _ core: LuaCore) {
        guard let main = core.main else { return }
        let co = task.thread
        lhs_clearerror(main)
        core.forgetCauses()
        let arguments: Int32
        switch task.resumption {
        case let .start(count):
            arguments = count
        case .proceed:
            arguments = 0
        case let .results(push):
            guard isWaiting(task, main: main) else { return }
            arguments = resumeValues(push, for: task, main: main, core: core)
        case let .failure(error):
            guard isWaiting(task, main: main) else { return }
            arguments = resumeError(error, for: task, main: main, core: core)
        }
        guard arguments >= 0 else { return }
        task.resumption = .proceed
        var results: Int32 = 0
        let status = lhs_resume(main, co, arguments, &results)
        switch status {
        case LUA_OK:
            finish(task, main: main, with: collect(results, from: co, main: main))
        case LUA_YIELD:
            if let suspended, suspended.thread == co {
                self.suspended = nil
                task.work = suspended.work
                waiting.append(task)
            } else {
                lhs_pop(co, results)  // values of a plain coroutine.yield
                ready.append(task)
            }
        case LHS_ERRTIMEOUT:
            finish(task, main: main, with: .failure(core.error(status: status, on: main)))
        default:
            let error: LuaError
            if lua_checkstack(main, 1) != 0 {
                lua_xmove(co, main, 1)
                error = core.error(status: status, on: main)
            } else {
                // No room to move it: read it where it is, without calling into the dead coroutine
                // (a __tostring would need a call there, which Lua forbids).
                let type = lua_type(co, -1)
                let message = type == LUA_TSTRING || type == LUA_TNUMBER
                    ? LuaCore.errorMessage(at: -1, on: co)
                    : "(error object is a \(String(cString: lua_typename(co, type))) value)"
                error = core.classify(status: status, message: message, on: main)
            }
            finish(task, main: main, with: .failure(error))
        }
    }

    /// Whether the task's coroutine still waits where it yielded for its work. A script that resumed it
    /// was refused with an error that ended the coroutine: the task then fails here.
    private func isWaiting(_ task: LuaTask, main: OpaquePointer) -> Bool {
        guard lua_status(task.thread) != LUA_YIELD else { return true }
        finish(task, main: main, with: .failure(.runtime(LuaErrorInfo(
            message: "the task's coroutine was resumed by a script while it waited for async work"))))
        return false
    }

    /// Pushes the host's token, `true` and the work's results on the
    /// coroutine; -1 if the task ended instead.
    private func resumeValues(_ push: (LuaStack) throws -> Int, for task: LuaTask, main: OpaquePointer,
                              core: LuaCore) -> Int32 {
        let top = lua_gettop(main)
        do {
            try LuaStack(main).reserve(4)
            lua_pushlightuserdata(main, lhs_host(main))
            lua_pushboolean(main, 1)
            let count = try push(LuaStack(main)) + 2
            return move(Int32(count), from: main, to: task, top: top)
        } catch {
            lua_settop(main, top)
            return resumeError(error, for: task, main: main, core: core)
        }
    }

    /// Pushes the host's token, `false` and the error object on the
    /// coroutine, located at the Lua caller of the async function; -1 if the
    /// task ended instead.
    private func resumeError(_ error: any Error, for task: LuaTask, main: OpaquePointer, core: LuaCore) -> Int32 {
        let top = lua_gettop(main)
        guard lua_checkstack(main, 8) != 0 else {
            finish(task, main: main, with: .failure(.memory(LuaErrorInfo(message: "stack overflow"))))
            return -1
        }
        lua_pushlightuserdata(main, lhs_host(main))
        lua_pushboolean(main, 0)
        let located = !(error is LuaError)
        var message = (error as? LuaError)?.message ?? String(describing: error)
        let status = message.withUTF8 { bytes in
            let chars = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            return lhs_pusherrorat(main, task.thread, located ? 1 : -1, chars, bytes.count)
        }
        if status == LUA_OK {
            core.record(LuaStack(main).string(at: -1), cause: error)
        }
        return move(3, from: main, to: task, top: top)
    }

    /// Moves `count` values from the top of `main` to the task's coroutine.
    private func move(_ count: Int32, from main: OpaquePointer, to task: LuaTask, top: Int32) -> Int32 {
        guard lua_checkstack(task.thread, count + 1) != 0 else {
            lua_settop(main, top)
            finish(task, main: main,
                   with: .failure(.runtime(LuaErrorInfo(message: "stack overflow (cannot resume the coroutine)"))))
            return -1
        }
        lua_xmove(main, task.thread, count)
        return count
    }

    /// Reads the coroutine's `count` results (moved to the main thread).
    private func collect(_ count: Int32, from co: OpaquePointer, main: OpaquePointer) -> Result<[LuaValue], LuaError> {
        guard lua_checkstack(main, count + 2) != 0 else {
            return .failure(.runtime(LuaErrorInfo(message: "stack overflow (too many results)")))
        }
        let top = lua_gettop(main)
        defer { lua_settop(main, top) }
        lua_xmove(co, main, count)
        do {
            return .success(try (0..<count).map { try LuaValue.read(from: LuaStack(main), at: top + 1 + $0) })
        } catch let error as LuaError {
            return .failure(error)
        } catch {
            return .failure(.runtime(LuaErrorInfo(message: String(describing: error))))
        }
    }

    /// Ends `task`, releasing its coroutine.
    private func finish(_ task: LuaTask, main: OpaquePointer, with result: Result<[LuaValue], LuaError>) {
        tasks[task.thread] = nil
        lhs_unref(main, task.ref)
        task.finish(result)
    }
}
