import Testing
@testable import LuaHost

/// Async Swift functions suspend the calling coroutine; the driver resumes it.
@Suite("Async")
struct LuaAsyncTests {
    /// A fake async service that records the order of its work.
    final class ServiceSpy {
        var log: [String] = []

        func fetch(_ id: Int) async throws -> String {
            log.append("fetch \(id)")
            await Task.yield()
            if id < 0 { throw CounterFailure.refused("id \(id)") }
            return "item \(id)"
        }
    }

    private func makeAsyncState(_ spy: ServiceSpy) throws -> LuaState {
        let state = try makeState()
        try state.registerAsync("fetch") { args in
            let id = try args.int(1)
            return { try await spy.fetch(id) }
        }
        return state
    }

    @Test func asyncFunctionSuspendsAndResumesWithItsResult() async throws {
        // Given
        let spy = ServiceSpy()
        let state = try makeAsyncState(spy)
        // When
        let results = try await state.runAsync("local a = fetch(1) local b = fetch(2) return a .. ', ' .. b", name: "main.lua")
        // Then
        #expect(results == [.string("item 1, item 2")])
        #expect(spy.log == ["fetch 1", "fetch 2"])
    }

    @Test func thrownErrorIsRaisedInTheCoroutine() async throws {
        // Given
        let spy = ServiceSpy()
        let state = try makeAsyncState(spy)
        // When
        let caught = try await state.runAsync("local ok, e = pcall(function() return fetch(-1) end) return ok, e", name: "main.lua")
        // Then
        #expect(caught == [.boolean(false), .string("main.lua:1: counter refused: id -1")])
    }

    @Test func uncaughtAsyncErrorKeepsItsCause() async throws {
        // Given
        let spy = ServiceSpy()
        let state = try makeAsyncState(spy)
        // When
        var thrown: LuaError?
        do {
            try await state.runAsync("local x = 1\nfetch(-2)", name: "main.lua")
        } catch let error as LuaError {
            thrown = error
        }
        // Then
        guard case let .callback(info, cause) = try #require(thrown) else { Issue.record("got \(String(describing: thrown))"); return }
        #expect(info.message == "main.lua:2: counter refused: id -2")
        #expect(cause as? CounterFailure == .refused("id -2"))
    }

    @Test func tasksSettleInFifoOrder() async throws {
        // Given
        let spy = ServiceSpy()
        let state = try makeAsyncState(spy)
        let worker = try state.load("local name, id = ... fetch(id) coroutine.yield() fetch(id + 10) return name", name: "worker.lua")
        // When
        let first = try state.spawn(worker, "a", 1)
        let second = try state.spawn(worker, "b", 2)
        await state.settle()
        // Then
        #expect(try first.value() == [.string("a")])
        #expect(try second.value() == [.string("b")])
        #expect(spy.log == ["fetch 1", "fetch 2", "fetch 11", "fetch 12"])
    }

    @Test func aScriptCannotResumeATaskWaitingForAsyncWork() async throws {
        // Given: task A waits in fetch; task B, run meanwhile, resumes A's coroutine itself
        let state = try makeAsyncState(ServiceSpy())
        let waiter = try state.load("waiting = coroutine.running() return fetch(1)", name: "a.lua")
        let intruder = try state.load("return coroutine.resume(waiting, 'forged')", name: "b.lua")
        let a = try state.spawn(waiter)
        let b = try state.spawn(intruder)
        // When
        await state.settle()
        // Then: B is refused, and A fails instead of finishing with forged results
        let refused = try b.value()
        #expect(refused.first == .boolean(false))
        #expect(refused.last?.stringValue?.hasSuffix("cannot be resumed by a script") == true)
        #expect(throws: LuaError.self) { try a.value() }
    }

    @Test func taskIsFinishedOnceSettledWhetherItReturnedOrFailed() async throws {
        // Given
        let state = try makeAsyncState(ServiceSpy())
        let worker = try state.load("return fetch(...)", name: "worker.lua")
        let succeeding = try state.spawn(worker, 3)
        let failing = try state.spawn(worker, -3)
        let finishedBeforeSettling = [succeeding.isFinished, failing.isFinished]
        // When
        await state.settle()
        // Then
        #expect(finishedBeforeSettling == [false, false])
        #expect(succeeding.isFinished)
        #expect(failing.isFinished)
        #expect(try succeeding.value() == [.string("item 3")])
        #expect(throws: LuaError.self) { try failing.value() }
    }

    @Test func asyncFunctionOutsideACoroutineFails() throws {
        // Given
        let state = try makeAsyncState(ServiceSpy())
        // When
        let error = try #require(failure(of: "fetch(1)", in: state))
        // Then
        guard case let .runtime(info) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "main.lua:1: attempt to yield from outside a coroutine "
            + "(async function 'fetch' must run in a coroutine started by the host: runAsync or spawn)")
    }

    @Test func asyncFunctionInAScriptCoroutineFails() async throws {
        // Given
        let state = try makeAsyncState(ServiceSpy())
        // When
        let results = try await state.runAsync("return coroutine.resume(coroutine.create(function() return fetch(1) end))",
                                               name: "main.lua")
        // Then
        #expect(results == [.boolean(false), .string("main.lua:1: attempt to call async function 'fetch' from a coroutine "
            + "not started by the host (use runAsync or spawn)")])
    }

    @Test func yieldAcrossCBoundaryIsACleanError() async throws {
        // Given: the comparator of table.sort is called from C
        let state = try makeAsyncState(ServiceSpy())
        // When
        let results = try await state.runAsync(
            "return pcall(table.sort, {3, 1, 2}, function(a, b) fetch(1) return a < b end)", name: "main.lua")
        // Then
        #expect(results == [.boolean(false),
                            .string("main.lua:1: attempt to yield across a C-call boundary (async function 'fetch')")])
        #expect(try state.run("return 6", name: "after.lua", returning: Int.self) == 6)
    }

    @Test func yieldThroughSwiftCallbackIsACleanError() async throws {
        // Given: Lua -> Swift -> Lua -> async
        let state = try makeAsyncState(ServiceSpy())
        try state.register("apply") { args in try args.function(1).call() }
        // When
        let results = try await state.runAsync("return pcall(apply, function() return fetch(1) end)", name: "main.lua")
        // Then
        #expect(results == [.boolean(false),
                            .string("main.lua:1: attempt to yield across a C-call boundary (async function 'fetch')")])
        #expect(state.escapedErrors == 0)
    }

    @Test func asyncMethodSuspendsTheCoroutine() async throws {
        // Given
        let state = try makeState()
        let loader = LuaClass<ServiceSpy>("Service") { type in
            type.asyncMethod("fetch") { spy, args in
                let id = try args.int(1)
                return { try await spy.fetch(id) }
            }
        }
        state.register(loader)
        let spy = ServiceSpy()
        try state.setGlobal("service", LuaObject(spy))
        // When
        let results = try await state.runAsync("return service:fetch(7)", name: "main.lua")
        // Then
        #expect(results == [.string("item 7")])
    }

    @Test func budgetCoversCoroutinesCreatedByScripts() async throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)
        // When
        let error = try #require(failure(of: "local co = coroutine.wrap(function()\nwhile true do end end)\nco()", in: state))
        // Then
        guard case .timeout = error else { Issue.record("got \(error)"); return }
        // the spent budget stops the coroutine's loop, then its resumer at once
        #expect(error.description == "timeout: main.lua:3: instruction budget exceeded")
    }

    @Test func hostDrivenTaskThatCatchesItsTimeoutStillTimesOut() async throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)
        // When
        var thrown: LuaError?
        do {
            try await state.runAsync("coroutine.resume(coroutine.create(function() while true do end end))\nreturn 1",
                                     name: "caught.lua")
        } catch let error as LuaError {
            thrown = error
        }
        // Then
        guard case .timeout = try #require(thrown) else { Issue.record("got \(String(describing: thrown))"); return }
        #expect(try await state.runAsync("return 1", name: "after.lua") == [.integer(1)])
    }

    @Test func budgetCoversHostDrivenTasks() async throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)
        // When
        var thrown: LuaError?
        do {
            try await state.runAsync("while true do end", name: "spin.lua")
        } catch let error as LuaError {
            thrown = error
        }
        // Then
        guard case .timeout = try #require(thrown) else { Issue.record("got \(String(describing: thrown))"); return }
        #expect(try await state.runAsync("return 1", name: "after.lua") == [.integer(1)])
    }
}
