import Testing
@testable import LuaHost

/// Reads that must not guess: a Bool is only `true` or `false`, never a truthy value, and a list's error
/// names the Lua index at fault.
@Suite("Lua values read strictly")
struct LuaStrictReadTests {
    @Test("reading a global as Bool refuses a number, a string and nil instead of judging their truthiness",
          arguments: ["1", "'yes'", "nil", "{}"])
    func boolIsNeverTruthiness(value: String) throws {
        // Given
        let state = try makeState()
        _ = try state.run("flag = \(value)", name: "main.lua")

        // When / Then
        #expect(throws: LuaError.self) { try state.global("flag", as: Bool.self) }
    }

    @Test("reading true and false as Bool gives them")
    func booleansAreRead() throws {
        let state = try makeState()
        _ = try state.run("yes, no = true, false", name: "main.lua")
        #expect(try state.global("yes", as: Bool.self) == true)
        #expect(try state.global("no", as: Bool.self) == false)
    }

    @Test("a list with a wrong element names its Lua index, counted from 1")
    func listErrorNamesTheLuaIndex() throws {
        // Given
        let state = try makeState()
        _ = try state.run("list = { 10, 20, 'x', 40 }", name: "main.lua")

        // When
        let error = #expect(throws: LuaError.self) { try state.global("list", as: [Int].self) }

        // Then
        #expect(error?.description.contains("(at index 3)") == true, "\(String(describing: error))")
        #expect(try state.run("return #list", name: "main.lua") == [.integer(4)])
    }

    @Test("a list of integers is read in order, its first element first")
    func listIsReadFromItsFirstElement() throws {
        let state = try makeState()
        _ = try state.run("list = { 10, 20, 30 }", name: "main.lua")
        #expect(try state.global("list", as: [Int].self) == [10, 20, 30])
    }
}
