import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The runner end to end: real spec files, real flows, real Lua states.
@Suite("Acceptance runner")
struct AcceptanceRunnerTests {
    @Test("The acceptance suite passes over the real flow scripts")
    func acceptanceSuitePasses() async throws {
        // Given
        let options = IntegrationSupport.options(["Tests/Acceptance"])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed, "\(output.text)")
        let closing = try #require(output.lines.last)
        #expect(closing.contains(" passed, 0 failed in "))
        #expect(!closing.hasPrefix("0 passed"))
    }

    @Test("Passing, failing and pending scenarios are counted on a closing line of its own")
    func closingLineCountsEveryOutcome() async throws {
        // Given
        let options = IntegrationSupport.options([IntegrationSupport.greeting])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.lines.last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
        #expect(output.text.contains("FAILED Greeting #fixture says goodbye #failing (\(IntegrationSupport.greeting):18)"))
        #expect(output.text.contains("\(IntegrationSupport.greeting):21: expected \"Goodbye\", got \"Tapped 1\""))
        #expect(output.text.contains("Screen:"))
        #expect(output.text.contains("line 20: tap \"Tap\""))
    }

    @Test("A spec with a syntax error is reported at its file and line while the others run")
    func syntaxErrorIsReportedWhileOthersRun() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.syntaxError, IntegrationSupport.greeting])
        options.excludedTags = ["failing"]

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("COULD NOT LOAD \(IntegrationSupport.syntaxError)"))
        #expect(output.text.contains("\(IntegrationSupport.syntaxError):6: ')' expected (to close '(' at line 3) near 'end'"))
        #expect(output.lines.last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
    }

    @Test("A scenario that raises fails with the error at its line, and the next one still runs")
    func raisingScenarioFailsWithItsError() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.raises])
        options.jobs = 1

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("\(IntegrationSupport.raises):4: the spec gave up"))
        #expect(output.text.contains("\(IntegrationSupport.raises):9: attempt to index a nil value (local 'missing')"))
        #expect(output.lines.last?.hasPrefix("0 passed, 2 failed in ") == true)
    }

    @Test("A scenario that never finishes times out and the run goes on")
    func endlessScenarioTimesOut() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.neverFinishes])
        options.jobs = 1
        options.limits.instructionBudget = 2_000_000

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("TIMED OUT Looping never finishes (\(IntegrationSupport.neverFinishes):4)"))
        // The message is at the line that was running when the budget ran out.
        #expect(output.text.contains(
            "\(IntegrationSupport.neverFinishes):9: the scenario did not finish within its budget of 2000000 Lua"))
        #expect(output.text.contains("""
              Last steps:
                line 5: launch "Tests/Fixtures/flows/greeting.lua" -> greeting
                line 6: tap "Tap"
            """))
        #expect(output.lines.last?.hasPrefix("1 passed, 1 failed in ") == true)
    }

    @Test("A scenario that catches its own timeout in a coroutine is still reported as timed out")
    func caughtTimeoutIsStillATimeout() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.caughtTimeout])
        options.limits.instructionBudget = 2_000_000

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("TIMED OUT Caught timeout loops in a coroutine"))
        #expect(output.lines.last?.hasPrefix("0 passed, 1 failed in ") == true)
    }

    @Test("A flow that never returns from a tap times out; a failing after_each is added to the failure")
    func failureReportsSayWhatHappened() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.failureReports])
        options.jobs = 1
        options.limits.flow.instructionBudget = 1_000_000

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("""
            TIMED OUT Reports flow loops (\(IntegrationSupport.failureReports):5)
              \(IntegrationSupport.failureReports):7: the flow did not finish within its budget of 1000000 Lua \
            instructions (an endless loop?): Tests/Fixtures/flows/looping.lua:7: instruction budget exceeded
            """))
        #expect(output.text.contains("""
              \(IntegrationSupport.failureReports):16: body failed
              also after_each: cleanup failed (\(IntegrationSupport.failureReports):12)
            """))
        #expect(output.text.contains("\(IntegrationSupport.failureReports):20: a described failure"))
        #expect(output.lines.last?.hasPrefix("0 passed, 3 failed in ") == true)
    }

    @Test("--junit writes a test case per scenario, with the failure and the load error")
    func junitReportHoldsEveryResult() async throws {
        // Given
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flowspec-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        var options = IntegrationSupport.options([IntegrationSupport.syntaxError, IntegrationSupport.greeting])
        options.junitPath = file.path

        // When
        _ = try await IntegrationSupport.run(options)

        // Then
        let xml = try String(contentsOf: file, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(xml.contains("<testsuites name=\"flowrun test\" tests=\"5\" failures=\"1\" errors=\"1\" time="))
        #expect(xml.contains("<testcase name=\"Greeting #fixture counts the taps\""))
        #expect(xml.contains("<failure message=\"expected &quot;Goodbye&quot;, got &quot;Tapped 1&quot;\" type=\"expectation\">"))
        #expect(xml.contains("type=\"load\""))
    }

    @Test("--tap writes TAP version 13 instead of the console report")
    func tapReplacesTheConsoleReport() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.tap = true
        options.jobs = 1

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(Array(output.lines.prefix(3)) == ["TAP version 13", "1..4", "ok 1 - Greeting \\#fixture shows the greeting"])
        #expect(output.lines.contains("not ok 3 - Greeting \\#fixture says goodbye \\#failing"))
        #expect(output.lines.contains("ok 4 - Greeting \\#fixture waves back # SKIP pending"))
        #expect(!output.text.contains("passed,"))
    }

    @Test("--shuffle prints its seed, and the same seed gives the same order")
    func shufflePrintsItsSeed() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.shuffle = true
        options.seed = 42
        options.list = true
        let expectedSeedLine = "Shuffled with seed 42 (repeat this order with --shuffle --seed 42)"

        // When
        let first = try await IntegrationSupport.run(options)
        let second = try await IntegrationSupport.run(options)
        options.list = false
        let run = try await IntegrationSupport.run(options)

        // Then
        #expect(first.output.text == second.output.text)
        #expect(run.output.lines.first == expectedSeedLine)
        #expect(run.output.lines.last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
    }

    @Test("--shuffle --list prints its seed before the listing, so the listed order can be repeated")
    func shuffledListingPrintsItsSeed() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.shuffle = true
        options.list = true

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        let seedLine = try #require(output.lines.first)
        let seed = try #require(seedLine.wholeMatch(of: /Shuffled with seed (\d+) \(repeat this order with --shuffle --seed \1\)/)?.1)
        options.seed = UInt64(seed)
        let repeated = try await IntegrationSupport.run(options)
        #expect(repeated.output.text == output.text)
        #expect(output.lines.last == "4 scenarios")
    }

    @Test("Scenario names with control characters reach the console and TAP escaped, never raw", arguments: [false, true])
    func controlCharactersInNamesAreEscaped(tap: Bool) async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.controlNames])
        options.tap = tap
        options.jobs = 1

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        let raw = output.text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
        #expect(raw.isEmpty, "\(output.text.debugDescription)")
        #expect(output.text.contains("Control \\027[31mred\\027[0m fails with a vertical\\011tab"))
        #expect(output.text.contains(tap ? "passes with a NUL\\000 inside" : "the message rings \\007"))
    }

    @Test("--fail-fast stops at the first failure and counts what did not run")
    func failFastStopsAtTheFirstFailure() async throws {
        // Given
        // greeting_spec runs first: two passes, then its failing scenario
        var options = IntegrationSupport.options([IntegrationSupport.raises, IntegrationSupport.greeting])
        options.failFast = true
        options.jobs = 1

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("Stopped at the first failure: 3 scenarios not run."))
        #expect(!output.text.contains("the spec gave up"))
        #expect(output.lines.last?.hasPrefix("2 passed, 1 failed in ") == true)
    }

    @Test("--list names every selected scenario at its file and line without running them")
    func listNamesScenariosWithoutRunning() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting, IntegrationSupport.neverFinishes])
        options.list = true
        options.excludedTags = ["failing"]

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed)
        #expect(output.lines == [
            "\(IntegrationSupport.greeting):6: Greeting #fixture shows the greeting",
            "\(IntegrationSupport.greeting):11: Greeting #fixture counts the taps",
            "\(IntegrationSupport.greeting):24: Greeting #fixture waves back (pending)",
            "\(IntegrationSupport.neverFinishes):4: Looping never finishes",
            "\(IntegrationSupport.neverFinishes):13: Looping finishes",
            "5 scenarios",
        ])
    }

    @Test("Tags select scenarios, with or without their #")
    func tagsSelectScenarios() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.includedTags = ["#failing"]

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.lines.last?.hasPrefix("0 passed, 1 failed in ") == true)
    }

    @Test("A spec under a path longer than Lua's short source names keeps its whole path in reports")
    func longPathsStayWhole() async throws {
        // Given
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowspec-\(UUID().uuidString)/a/folder/deep/enough/to/pass/sixty/characters")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let spec = folder.appendingPathComponent("greeting_spec.lua").path
        var options = IntegrationSupport.options([spec])
        try FileManager.default.copyItem(atPath: IntegrationSupport.greeting, toPath: spec)
        options.filter = "goodbye"

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(spec.count > 60)
        #expect(output.text.contains("\n  \(spec):21: expected \"Goodbye\", got \"Tapped 1\""))
    }
}
