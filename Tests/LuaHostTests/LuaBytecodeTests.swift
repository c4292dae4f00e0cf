import Testing
@testable import LuaHost

/// Bytecode the host compiles once and loads into other states.
@Suite("Bytecode")
struct LuaBytecodeTests {
    @Test func bytecodeLoadsIntoAnotherSandboxedStateAndRuns() throws {
        // Given
        let compiler = try LuaState()
        defer { compiler.close() }
        let bytecode = try compiler.load("local n = ... return n * 2, 'twice'", name: "=prelude").bytecode(name: "=prelude")
        let state = try LuaState()
        defer { state.close() }

        // When
        let results = try state.load(bytecode).call(21)

        // Then
        #expect(results == [.integer(42), .string("twice")])
    }

    @Test func errorsFromBytecodeStillNameTheChunkAndLine() throws {
        // Given
        let compiler = try LuaState()
        defer { compiler.close() }
        let bytecode = try compiler.load("local x = 1\nerror('boom')", name: "prelude.lua").bytecode(name: "@prelude.lua")
        let state = try LuaState()
        defer { state.close() }

        // When
        let thrown = #expect(throws: LuaError.self) { try state.load(bytecode).call() }

        // Then
        #expect(thrown?.message == "prelude.lua:2: boom")
    }

    @Test func aFunctionBoundFromSwiftHasNoBytecode() throws {
        // Given
        let state = try LuaState()
        defer { state.close() }
        let bound = try state.function(named: "f") { _ in }

        // When
        let thrown = #expect(throws: LuaError.self) { try bound.bytecode(name: "=f") }

        // Then
        #expect(thrown?.message == "attempt to dump a function bound from Swift or C")
    }

    @Test func scriptsOfASandboxedStateStillCannotLoadBinaryChunks() throws {
        // Given
        let state = try LuaState()
        defer { state.close() }

        // When
        let results = try state.run("return load(string.dump(function() return 1 end))", name: "main.lua")

        // Then
        #expect(results.first == .nil)
    }
}
