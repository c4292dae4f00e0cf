import Testing
import LuaHost

/// The README's LuaHost example, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func readmeExampleGreets() throws {
        // Given
        let lua = try LuaState(options: LuaStateOptions(scriptRoots: ["scripts"], memoryLimit: 16 << 20,
                                                        instructionBudget: 10_000_000))
        defer { lua.close() }
        try lua.register("greet") { args in "Hello, \(try args.string(1))!" }

        // When
        let greeting = try lua.run("return greet('Ada')", name: "demo.lua", returning: String.self)

        // Then
        #expect(greeting == "Hello, Ada!")
    }
}
