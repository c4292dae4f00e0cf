import Testing
@testable import LuaHost

/// `recordLines()`: the line hook notes the lines file chunks run, beside the instruction budget's count hook.
@Suite("Line recording")
struct LuaLineRecordTests {
    private static let chunk = """
        local function twice(x)
          return x * 2
        end
        local total = 0
        for i = 1, 3 do
          total = total + twice(i)
        end
        if total > 100 then
          total = 0
        end
        return total
        """

    @Test("the lines a file chunk runs are recorded, and those it skips are not")
    func recordsTheLinesRun() throws {
        // Given
        let state = try makeState()
        defer { state.close() }
        try state.recordLines()

        // When
        let total = try state.run(Self.chunk, name: "flow.lua", returning: Int.self)

        // Then
        #expect(total == 12)
        let lines = try #require(state.recordedLines.lines["flow.lua"])
        #expect(lines.isSuperset(of: [2, 4, 5, 6, 8, 11]))
        #expect(!lines.contains(9))
    }

    @Test("chunks named with '=' (host code) are not recorded")
    func hostChunksAreLeftOut() throws {
        let state = try makeState()
        defer { state.close() }
        try state.recordLines()

        _ = try state.run("return 1", name: "=prelude", returning: Int.self)

        #expect(state.recordedLines.lines.isEmpty)
    }

    @Test("a state that does not record has no lines")
    func nothingWithoutRecording() throws {
        let state = try makeState()
        defer { state.close() }

        _ = try state.run(Self.chunk, name: "flow.lua", returning: Int.self)

        #expect(state.recordedLines.lines.isEmpty)
    }

    @Test("lines run in a coroutine are recorded, and stay readable after the state is closed")
    func coroutinesAndClosedStates() throws {
        // Given
        let state = try LuaState(options: {
            var options = LuaStateOptions(instructionBudget: 1_000_000)
            options.recordsLines = true
            return options
        }())

        // When
        _ = try state.run("""
            local co = coroutine.wrap(function()
              coroutine.yield(1)
              return 2
            end)
            co()
            return co()
            """, name: "co.lua", returning: Int.self)
        state.close()

        // Then
        #expect(state.recordedLines.lines["co.lua"]?.isSuperset(of: [2, 3, 5, 6]) == true)
    }

    @Test("recording lines leaves the instruction budget exact: the smallest budget that runs a loop is unchanged")
    func budgetStaysExact() throws {
        // Given: a loop of 200,000 FORLOOP instructions
        let source = "for i = 1, 200000 do end"
        func finishes(budget: Int, recording: Bool) throws -> Bool {
            var options = LuaStateOptions(instructionBudget: budget)
            options.recordsLines = recording
            let state = try LuaState(options: options)
            defer { state.close() }
            return failure(of: source, in: state) == nil
        }

        // When: the smallest budget found without and with lines
        func smallest(recording: Bool) throws -> Int {
            var (low, high) = (1, 400_000)
            while high - low > 1 {
                let middle = (low + high) / 2
                if try finishes(budget: middle, recording: recording) { high = middle } else { low = middle }
            }
            return high
        }

        // Then
        #expect(try smallest(recording: true) == smallest(recording: false))
    }

    @Test("a timeout still stops a script that records lines, at the line it was running")
    func timeoutWithLines() throws {
        var options = LuaStateOptions(instructionBudget: 10_000)
        options.recordsLines = true
        let state = try LuaState(options: options)
        defer { state.close() }

        let error = failure(of: "local n = 0\nwhile true do\n  n = n + 1\nend", in: state, name: "loop.lua")

        guard case .timeout? = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(state.recordedLines.lines["loop.lua"]?.isSuperset(of: [1, 3]) == true)
    }
}
