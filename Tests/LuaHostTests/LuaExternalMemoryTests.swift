import Testing
@testable import LuaHost

@Suite("External memory: what Swift holds for scripts shares the memory limit")
struct LuaExternalMemoryTests {
    /// A sandboxed state with `blob(n)`, which returns an object reserving `n` bytes of external memory,
    /// limited to what it uses now plus `headroom`.
    private func stateWithBlobs(headroom: Int) throws -> LuaState {
        let state = try LuaState(options: LuaStateOptions(classes: [Blob.luaClass]))
        try state.register("blob") { args in Blob(memory: args.reserveExternalMemory(try args.int(1))) }
        state.collectGarbage()
        state.memoryLimit = state.memoryUsed + headroom
        return state
    }

    @Test("A reservation counts against the limit until it ends")
    func reservationCountsUntilItEnds() throws {
        // Given
        let state = try stateWithBlobs(headroom: 1 << 20)
        var reservation: LuaExternalMemory? = state.reserveExternalMemory(2 << 20)
        #expect(state.externalMemory == 2 << 20)

        // When
        let whileReserved = failure(of: "local t = {} for i = 1, 100 do t[i] = {} end", in: state)
        reservation = nil
        let afterwards = failure(of: "local t = {} for i = 1, 100 do t[i] = {} end", in: state)

        // Then
        guard case .memory = whileReserved else {
            Issue.record("expected a memory error, got \(String(describing: whileReserved))")
            return
        }
        #expect(afterwards == nil)
        #expect(state.externalMemory == 0)
        _ = reservation
    }

    @Test("A script that keeps the objects it builds from one string fails with a memory error, inside C")
    func keepingObjectsPastTheLimitFailsCleanly() throws {
        // Given: each object reserves 1 MiB while its script allocates only a userdata
        let state = try stateWithBlobs(headroom: 8 << 20)

        // When
        let error = failure(of: "local kept = {} for i = 1, 100 do kept[i] = blob(1 << 20) end", in: state)

        // Then
        guard case .memory = error else {
            Issue.record("expected a memory error, got \(String(describing: error))")
            return
        }
        #expect(state.escapedErrors == 0)
        #expect(state.memoryUsed + state.externalMemory <= state.memoryLimit! + (1 << 20))
    }

    @Test("Objects the script drops are collected as it goes, as its own garbage would be")
    func droppedObjectsAreCollectedAsTheScriptGoes() throws {
        // Given
        let state = try stateWithBlobs(headroom: 8 << 20)

        // When
        let built = try state.run("local n = 0 for i = 1, 100 do n = n + blob(1 << 20).bytes end return n",
                                  name: "drop.lua", returning: Int.self)

        // Then
        #expect(built == 100 << 20)
        #expect(state.externalMemory <= 8 << 20)
    }

    @Test("Objects left by a run that failed at the limit give their memory back before the next run")
    func objectsOfAFailedRunAreReclaimedBeforeTheNextRun() throws {
        // Given: a run that failed at the limit holding its objects, now unreachable but not finalized,
        // since Lua's emergency collection does not run finalizers
        let state = try stateWithBlobs(headroom: 8 << 20)
        _ = failure(of: "local kept = {} for i = 1, 100 do kept[i] = blob(1 << 20) end", in: state)
        #expect(state.externalMemory > 4 << 20)

        // When
        let next = try state.run("local t = {} for i = 1, 100 do t[i] = {} end return #t", name: "next.lua",
                                 returning: Int.self)

        // Then
        #expect(next == 100)
        #expect(state.externalMemory == 0)
    }

    @Test("Objects dropped while over the limit, with no allocation refused yet, are reclaimed before the next run")
    func objectsDroppedOverTheLimitAreReclaimedBeforeTheNextRun() throws {
        // Given: a run that dropped an object holding 16 MiB, then a limit lowered below what is reserved,
        // so the state is over its limit although no allocation was ever refused
        let state = try stateWithBlobs(headroom: 32 << 20)
        try state.run("local dropped = blob(16 << 20)", name: "drop.lua")
        #expect(state.externalMemory == 16 << 20)
        state.memoryLimit = state.memoryUsed + (8 << 20)

        // When: the next run allocates
        let next = try state.run("local t = {} for i = 1, 100 do t[i] = {} end return #t", name: "next.lua",
                                 returning: Int.self)

        // Then: the dropped object was collected first, so the run had its memory
        #expect(next == 100)
        #expect(state.externalMemory == 0)
    }

    @Test("A function dropped while external memory holds the state over its limit is still released")
    func droppedFunctionIsReleasedOverTheLimit() throws {
        // Given: a Swift function registered, then a reservation past the limit, then the function dropped
        final class Witness {}
        let state = try LuaState(options: LuaStateOptions(memoryLimit: 64 << 10))
        var witness: Witness? = Witness()
        weak let released = witness
        try state.register("echo") { [witness] _ in _ = witness }
        witness = nil
        let reservation = state.reserveExternalMemory(1 << 20)
        try state.setGlobal("echo", LuaValue.nil)

        // When: a collection finalizes the function while the state is over its limit
        state.collectGarbage()

        // Then: the finalizer ran (calling it needs memory, which the limit would refuse)
        #expect(released == nil)
        _ = reservation
        state.close()
        #expect(released == nil)
    }

    @Test("Objects the script still holds keep their memory reserved")
    func reachableObjectsKeepTheirMemory() throws {
        // Given
        let state = try stateWithBlobs(headroom: 8 << 20)

        // When
        try state.run("kept = { blob(1000), blob(2000) }", name: "keep.lua")
        state.collectGarbage()

        // Then
        #expect(state.externalMemory == 3000)
    }

    @Test("A reservation that outlives its state ends harmlessly")
    func reservationOutlivesItsState() throws {
        // Given
        let state = try stateWithBlobs(headroom: 1 << 20)
        var reservation: LuaExternalMemory? = state.reserveExternalMemory(4096)

        // When
        state.close()
        #expect(state.externalMemory == 4096)
        reservation = nil

        // Then
        #expect(state.externalMemory == 0)
        _ = reservation
    }
}
