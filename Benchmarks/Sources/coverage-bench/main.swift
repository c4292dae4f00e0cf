// The coverage benchmark (`swift run --package-path Benchmarks -c release coverage-bench`, from the package root).
//
// Prints, from one run:
//   coverage_suite  the whole Tests/Acceptance suite on one job with `--coverage` (lines recorded by the line
//                   hook, screens noted, parts merged, lcov.info and the screen reports written) against the same
//                   suite without it; target ratio <= 2.
//   line_hook       a pure-Lua loop (no host calls: the worst case, every instruction is script code) under the
//                   instruction budget with lines recorded, against the same loop with the budget alone; no
//                   target, it shows what the hook costs where nothing else does.
// Times are wall-clock medians of interleaved repetitions.
import FlowModules
import FlowSpec
import BenchTiming
import Foundation
import LuaHost

let repetitions = 15


let builtIns = BuiltInModules.registry()
let coverageFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("coverage-bench-\(ProcessInfo.processInfo.processIdentifier)").path
defer { try? FileManager.default.removeItem(atPath: coverageFolder) }

/// Runs the suite on one job, with coverage written to `coverageFolder` when `coverage` is set.
func runSuite(coverage: Bool) async throws -> Double {
    var options = AcceptanceOptions()
    options.modules = builtIns
    options.jobs = 1
    options.colored = false
    options.coveragePath = coverage ? coverageFolder : nil
    let start = BenchTiming.nanoseconds()
    let succeeded = try await AcceptanceRunner.run(
        options, note: { _ in }, write: { _ in }, writeCollectionOutput: { _ in })
    let elapsed = BenchTiming.nanoseconds() - start
    guard succeeded else { throw SuiteFailed(program: "coverage-bench") }
    return elapsed
}

/// A loop of a few lines run 200,000 times in a fresh state with a budget, with or without lines recorded.
func loop(recording: Bool) throws -> Double {
    var options = LuaStateOptions(instructionBudget: 100_000_000)
    options.recordsLines = recording
    let state = try LuaState(options: options)
    defer { state.close() }
    let chunk = try state.load("""
        local total = 0
        for i = 1, 200000 do
          if i % 3 == 0 then
            total = total + i
          else
            total = total - 1
          end
        end
        return total
        """, name: "loop.lua")
    let start = BenchTiming.nanoseconds()
    _ = try chunk.call(returning: Int.self)
    return BenchTiming.nanoseconds() - start
}

// Warm-up: the chunk cache, the allocator, the file system.
_ = try await runSuite(coverage: false)
_ = try await runSuite(coverage: true)
var (plain, covered, budgetOnly, withLines) = ([Double](), [Double](), [Double](), [Double]())
for _ in 0..<repetitions {
    plain.append(try await runSuite(coverage: false))
    covered.append(try await runSuite(coverage: true))
    budgetOnly.append(try loop(recording: false))
    withLines.append(try loop(recording: true))
}
let (suite, suiteCovered) = (BenchTiming.median(plain), BenchTiming.median(covered))
print(String(format: "coverage_suite ours=%.1fms baseline=%.1fms ratio=%.2f", suiteCovered / 1e6, suite / 1e6,
             suiteCovered / suite))
let (lines, budget) = (BenchTiming.median(withLines), BenchTiming.median(budgetOnly))
print(String(format: "line_hook ours=%.2fms baseline=%.2fms ratio=%.2f", lines / 1e6, budget / 1e6, lines / budget))
