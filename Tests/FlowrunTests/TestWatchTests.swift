import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowRunKit

/// `flowrun test --watch`: after the first run, a saved spec runs again, and so does every spec whose
/// scenarios launched a saved flow; a file that does not load is reported and the watch goes on.
@Suite("flowrun test --watch")
struct TestWatchTests {
    /// A spec file of one scenario that launches `flow` and checks its first screen.
    private func spec(launching flow: String, named name: String) -> String {
        """
        it("\(name)", function()
          launch("\(flow)")
          expect(screen().title).to_equal("Welcome")
        end)
        """
    }

    /// A folder with the flows `flows/a.lua` and `flows/b.lua` and the specs `a_spec.lua` and `b_spec.lua`,
    /// each launching its flow, watched by `flowrun test --watch` run in it.
    private func watching() throws -> (TemporaryDirectory, FlowrunCoprocess) {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("flows"), withIntermediateDirectories: true)
        _ = try folder.write(WatchFixture.flow(), to: "flows/a.lua")
        _ = try folder.write(WatchFixture.flow(), to: "flows/b.lua")
        _ = try folder.write(spec(launching: "flows/a.lua", named: "A welcomes"), to: "a_spec.lua")
        _ = try folder.write(spec(launching: "flows/b.lua", named: "B welcomes"), to: "b_spec.lua")
        let run = try FlowrunCoprocess(["test", "--watch", "--reporter", "list", "--no-color"], in: folder.url)
        // The watch starts after the first run: a file saved before is not seen.
        try #require(run.waitForOutput(containing: "2 passed, 0 failed") != nil, "no first run: \(run.errors)")
        try #require(run.waitForErrors(containing: TestWatch.waitingNote) != nil, "no watch: \(run.errors)")
        return (folder, run)
    }

    /// What standard output holds after the last separator line: the last run.
    private func lastRun(_ output: String) -> String {
        output.components(separatedBy: String(repeating: "─", count: 60)).last ?? ""
    }

    @Test("A saved flow runs again the specs that launched it, and only those, each run ending with its closing line")
    func savedFlowRerunsTheSpecsThatLaunchedIt() throws {
        // Given
        let (folder, run) = try watching()
        defer { run.interrupt() }

        // When
        _ = try folder.write(WatchFixture.flow(title: "Edited"), to: "flows/a.lua")

        // Then
        let output = try #require(run.waitForOutput(containing: "1 passed, 0 failed"), "no re-run: \(run.errors)")
        let rerun = lastRun(output)
        #expect(rerun.contains("↻ flows/a.lua changed: running 1 spec file"))
        #expect(rerun.contains("a_spec.lua:1: A welcomes"))
        #expect(!rerun.contains("b_spec.lua"))
    }

    @Test("A saved spec with a syntax error is reported with its line; the watch goes on and runs it again once fixed")
    func syntaxErrorInSavedSpecIsReportedAndWatchGoesOn() throws {
        // Given
        let (folder, run) = try watching()
        defer { run.interrupt() }

        // When
        _ = try folder.write("it(\"A welcomes\", function()\n  local = 1\nend)\n", to: "a_spec.lua")

        // Then
        let broken = try #require(run.waitForOutput(containing: "0 passed, 1 failed"), "no re-run: \(run.errors)")
        #expect(lastRun(broken).contains("a_spec.lua:2:"))

        // When
        _ = try folder.write(spec(launching: "flows/a.lua", named: "A welcomes again"), to: "a_spec.lua")

        // Then
        let fixed = try #require(run.waitForOutput(containing: "1 passed, 0 failed"), "no run after the fix: \(run.errors)")
        #expect(lastRun(fixed).contains("a_spec.lua:1: A welcomes again"))
    }

    @Test("A saved flow with a syntax error fails the specs that launched it; fixing it runs them again")
    func syntaxErrorInSavedFlowFailsItsSpecsUntilFixed() throws {
        // Given
        let (folder, run) = try watching()
        defer { run.interrupt() }

        // When
        _ = try folder.write("return function(app)\n  local = 1\nend\n", to: "flows/b.lua")

        // Then
        let broken = try #require(run.waitForOutput(containing: "0 passed, 1 failed"), "no re-run: \(run.errors)")
        #expect(lastRun(broken).contains("b.lua:2:"))

        // When
        _ = try folder.write(WatchFixture.flow(), to: "flows/b.lua")

        // Then
        let fixed = try #require(run.waitForOutput(containing: "1 passed, 0 failed"), "no run after the fix: \(run.errors)")
        #expect(lastRun(fixed).contains("b_spec.lua:1: B welcomes"))
    }

    @Test("Ctrl-C ends the watch at once, without a crash")
    func interruptEndsTheWatch() throws {
        // Given
        let (_, run) = try watching()

        // When
        run.interrupt()

        // Then
        let result = try #require(try run.waitForExit(within: .seconds(10)), "still running after Ctrl-C")
        #expect(result.wasSignalled && result.status == SIGINT)
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("An option that reports one run is refused with --watch, naming it")
    func oneRunReportIsRefused() throws {
        // When
        let run = try FlowrunCoprocess(["test", "Tests/Acceptance", "--watch", "--junit", "out.xml"])

        // Then
        let result = try #require(try run.waitForExit(within: .seconds(10)), "it watches: \(run.errors)")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--junit reports one run: it cannot be used with --watch"))
    }
}
