import LuaHostTestSupport
import Testing
@testable import LuaHost

/// Random sequences of LuaHost API calls with random Lua values, on one state whose memory limit and
/// instruction budget change as it goes: globals and tables set and read, chunks loaded and run, functions
/// called with random arguments, Swift functions that return, throw or call back into Lua, external memory
/// reserved and dropped, collections. Every call returns or throws, no error escapes across a Swift frame,
/// and once the limits are lifted the state still runs Lua. The seed is in every failure message.
@Suite("Fuzzing the LuaHost API")
struct LuaAPIFuzzTests {
    private static let chunks = [
        "return 1", "return {}", "return ...", "error('boom')", "error({})", "local t = {} for i = 1, 1e6 do t[i] = i end",
        "while true do end", "return string.rep('x', 1 << 20)", "return echo(...)", "return fails()",
        "return reenter()", "return select('#', ...)", "return coroutine.wrap(function(...) return ... end)(...)",
        "local t = setmetatable({}, { __index = function(t, k) return t[k] end }) return t.x",
        "return pcall(echo, setmetatable({}, { __gc = function() error('gc') end }))",
        "g = (g or 0) + 1 return g", "return tostring(setmetatable({}, { __tostring = function() return 7 end }))",
        "syntax error here", "return nil, 'two', 3.5, 0/0, math.huge, -0.0, math.mininteger",
    ]

    @Test("random API call sequences return or throw, and the state stays usable")
    func randomCallSequencesStayClean() throws {
        let budget = FuzzBudget()
        var generator = budget.generator()
        var sequences = 0
        while budget.hasTimeLeft {
            guard let clean = Self.sequence(seed: budget.seed, using: &generator) else { continue }
            if !clean { return }
            sequences += 1
        }
        #expect(sequences > 0, "seed \(budget.seed): no sequence ran")
    }

    @Test("the sequence that left a host function alive after its state closed (its __gc refused at the limit)")
    func sequenceWhoseFinalizerFailed() throws {
        // Given the 656th sequence of seed 1195296710, which the sanitized CI run found (the generator's state
        // where that sequence starts: SplitMix64 moves by a fixed step per draw): it drops `echo` near the limit,
        // and the collection that finds the function's box dead has no memory left to call its __gc
        let seed: UInt64 = 1_195_296_710
        var generator = SeededGenerator(seed: 14_474_964_596_824_562_027)
        // When it runs, Then it ends clean: the function is released when its state closes
        #expect(Self.sequence(seed: seed, using: &generator) == true)
    }

    /// One sequence of random calls on a new state, recording an issue for what goes wrong; nil when no state
    /// could be made, false when the sequence recorded an issue.
    private static func sequence(seed: UInt64, using generator: inout SeededGenerator) -> Bool? {
        guard let state = try? LuaState(options: LuaStateOptions(
            libraries: .sandbox, memoryLimit: limit(using: &generator),
            instructionBudget: instructions(using: &generator)))
        else { return nil }
        defer { state.close() }
        var witness: Witness? = Witness()
        weak let released = witness
        try? state.register("echo") { [witness] args in _ = witness; return LuaResults(try args.values()) }
        witness = nil
        try? state.register("fails") { _ -> Void in throw SwiftFailure() }
        // Unowned: the state keeps its functions, so a strong capture would be a cycle that never ends.
        try? state.register("reenter") { [unowned state] _ in try state.run("return 40 + 2", name: "reenter.lua") }
        var kept: [Any] = []
        var log: [String] = []
        for _ in 0..<Int.random(in: 1...30, using: &generator) {
            log.append(step(on: state, keeping: &kept, using: &generator))
        }
        kept.removeAll()
        state.memoryLimit = nil
        state.instructionBudget = nil
        state.resetInstructionBudget()
        let sum = try? state.run("return 20 + 22", name: "after.lua", returning: Int.self)
        #expect(sum == 42, "seed \(seed): the state no longer runs Lua after \(log.joined(separator: "; "))")
        #expect(state.escapedErrors == 0, "seed \(seed): \(log.joined(separator: "; "))")
        state.close()
        #expect(released == nil, "seed \(seed): a registered function outlived its state after \(log.joined(separator: "; "))")
        return released == nil
    }

    /// One random API call on `state`, its results possibly kept in `kept`; returns what it did, for messages.
    private static func step(on state: LuaState, keeping kept: inout [Any], using generator: inout SeededGenerator) -> String {
        let name = ["a", "b", "_G", "echo", "string", ""].randomElement(using: &generator)!
        switch Int.random(in: 0..<11, using: &generator) {
        case 0:
            let value = value(in: state, depth: 0, using: &generator)
            try? state.setGlobal(name, value)
            return "setGlobal \(name)"
        case 1:
            if let value = try? state.global(name) { kept.append(value) }
            return "global \(name)"
        case 2:
            guard let table = try? state.newTable() else { return "newTable (failed)" }
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let key = value(in: state, depth: 1, using: &generator)
                let entry = value(in: state, depth: 1, using: &generator)
                if Bool.random(using: &generator) { try? table.set(key, entry) } else { try? table.rawSet(key, entry) }
            }
            _ = try? table.length()
            _ = try? table.pairs()
            kept.append(table)
            return "table"
        case 3, 4:
            let chunk = chunks.randomElement(using: &generator)!
            guard let function = try? state.load(chunk, name: "fuzz.lua") else { return "load \(chunk) (failed)" }
            let first = value(in: state, depth: 0, using: &generator)
            let second = value(in: state, depth: 0, using: &generator)
            if let results = try? function.call(first, second) { kept.append(results) }
            state.resetInstructionBudget()
            return "run \(chunk)"
        case 5:
            state.memoryLimit = limit(using: &generator).map { $0 + state.memoryUsed / 2 }
            return "memoryLimit \(state.memoryLimit.map(String.init) ?? "nil")"
        case 6:
            state.instructionBudget = instructions(using: &generator)
            state.resetInstructionBudget()
            return "instructionBudget \(state.instructionBudget.map(String.init) ?? "nil")"
        case 7:
            let reservation = state.reserveExternalMemory([0, 100, 1 << 20, 64 << 20].randomElement(using: &generator)!)
            if Bool.random(using: &generator) { kept.append(reservation) }
            return "reserve \(reservation.bytes)"
        case 8:
            state.collectGarbage()
            return "collect"
        case 9:
            _ = try? state.describe(value(in: state, depth: 0, using: &generator))
            return "describe"
        default:
            if let function = try? state.global(name, as: LuaFunction.self) {
                _ = try? function.call(value(in: state, depth: 0, using: &generator))
                _ = try? function.bytecode(name: "dump")
            }
            state.resetInstructionBudget()
            return "call \(name)"
        }
    }

    /// A random Lua value: scalars at their edges, long and binary strings, tables of such values.
    private static func value(in state: LuaState, depth: Int, using generator: inout SeededGenerator) -> LuaValue {
        switch Int.random(in: 0..<(depth < 2 ? 8 : 7), using: &generator) {
        case 0: return .nil
        case 1: return .boolean(Bool.random(using: &generator))
        case 2: return .integer([0, -1, Int.max, Int.min, 42].randomElement(using: &generator)!)
        case 3: return .number([0.5, -0.0, .nan, .infinity, -.infinity, 1e308].randomElement(using: &generator)!)
        case 4: return .string(["", "a\u{0}b", "☕", String(repeating: "x", count: 100_000)].randomElement(using: &generator)!)
        case 5: return .string("k\(Int.random(in: 0...3, using: &generator))")
        case 6: return (try? state.global("echo")) ?? .nil
        default:
            guard let table = try? state.newTable() else { return .nil }
            for index in 1...Int.random(in: 1...4, using: &generator) {
                try? table.rawSet(index, value(in: state, depth: depth + 1, using: &generator))
            }
            return .table(table)
        }
    }

    /// Held by a registered function, so a test can see that function released.
    private final class Witness {}

    /// What the Swift function `fails` throws: an error of Swift's own, not a LuaError.
    private struct SwiftFailure: Error {}

    private static func limit(using generator: inout SeededGenerator) -> Int? {
        [nil, 64 << 10, 256 << 10, 4 << 20].randomElement(using: &generator)!
    }

    /// Never none: a chunk may loop forever, and only the budget ends it.
    private static func instructions(using generator: inout SeededGenerator) -> Int {
        [100, 10_000, 1_000_000].randomElement(using: &generator)!
    }
}
