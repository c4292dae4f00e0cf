import Testing
@testable import LuaHost

/// Creating, running and closing states.
@Suite("State")
struct LuaStateTests {
    @Test func chunkReturnsItsResults() throws {
        // Given
        let state = try makeState()
        // When
        let results = try state.run("return 1, 'two', nil, 4.5", name: "main.lua")
        // Then
        #expect(results == [.integer(1), .string("two"), .nil, .number(4.5)])
    }

    @Test func chunkNameAppearsInMessages() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "\n\nlocal x = nil + 1", in: state, name: "scripts/login.lua"))
        // Then
        #expect(error.message == "scripts/login.lua:3: attempt to perform arithmetic on a nil value")
        #expect(error.location == LuaLocation(source: "scripts/login.lua", line: 3))
    }

    @Test func closeIsDeterministicAndIdempotent() throws {
        // Given
        let state = try makeState()
        let deinits = DeinitCounter()
        try state.setGlobal("c", Counter(deinits: deinits))
        // When
        state.close()
        state.close()
        // Then
        #expect(state.isClosed)
        #expect(deinits.count == 1)
        #expect(throws: LuaError.self) { try state.run("return 1", name: "main.lua") }
    }

    @Test func deinitClosesTheState() throws {
        // Given
        let deinits = DeinitCounter()
        var table: LuaTable?
        do {
            let state = try makeState()
            try state.setGlobal("c", Counter(deinits: deinits))
            table = try state.newTable()
        }
        // Then
        #expect(deinits.count == 1)
        #expect(table?.isValid == false)
    }

    @Test func warningsReachTheHandler() throws {
        // Given
        let state = try makeState()
        var warnings: [String] = []
        state.onWarning = { warnings.append($0) }
        // When
        try state.run("warn('@on') warn('low ', 'fuel')", name: "main.lua")
        // Then
        #expect(warnings == ["low fuel"])
    }

    @Test func memoryUsageIsCounted() throws {
        // Given
        let state = try makeState()
        let before = state.memoryUsed
        // When
        try state.run("big = string.rep('x', 100000)", name: "main.lua")
        // Then
        #expect(state.memoryUsed > before + 90_000)
    }

    @Test func budgetIsResetForEachRun() throws {
        // Given
        let state = try makeState(instructionBudget: 20_000)
        let work = try state.load("local n = 0 for i = 1, 2000 do n = n + i end return n", name: "work.lua")
        // When: each run fits the budget, all of them together would not
        for _ in 0..<20 {
            #expect(try work.call(returning: Int.self) == 2_001_000)
        }
        // Then
        state.instructionBudget = 1_000
        #expect(throws: LuaError.self) { try work.call() }
        state.instructionBudget = nil
        #expect(try work.call(returning: Int.self) == 2_001_000)
    }

    @Test func callbackCanRefillTheBudgetOfTheRunningScript() throws {
        // Given: a budget each stretch between two ticks fits, and the whole loop would not
        let state = try makeState(instructionBudget: 20_000)
        var ticks = 0
        try state.register("tick") { [unowned state] _ in
            ticks += 1
            state.resetInstructionBudget()
        }
        func loop(_ body: String) -> String {
            "for _ = 1, 50 do local n = 0 for i = 1, 2000 do n = n + i end \(body) end return 'done'"
        }
        // When
        let refilled = try state.run(loop("tick()"), name: "ticks.lua", returning: String.self)
        let error = try #require(failure(of: loop(""), in: state))
        // Then
        #expect(refilled == "done")
        #expect(ticks == 50)
        guard case .timeout = error else { Issue.record("got \(error)"); return }
    }

    @Test func swiftValueBecomesALuaValue() throws {
        // Given
        let state = try makeState()
        // When
        let number = try state.value(42)
        let list = try state.value(["a", "b"])
        // Then
        #expect(number == .integer(42))
        let table = try #require(list.tableValue)
        #expect(try table.array(of: String.self) == ["a", "b"])
        #expect(try state.load("return #(...)", name: "main.lua").call(list, returning: Int.self) == 2)
    }
}
