import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test` end to end: what reaches stdout and stderr, and the options' own messages.
@Suite("flowrun test")
struct TestCommandTests {
    private let prints = "Tests/Fixtures/specs/prints_spec.lua"

    @Test("--tap keeps stdout a TAP stream when specs print; what a file prints while declaring goes to stderr")
    func printsStayOutOfTheTAPStream() throws {
        // When
        let result = try FlowrunProcess.run(["test", prints, "--tap", "--jobs", "1"])

        // Then
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("TAP version 13\n1..2\nok 1 - Printing prints and passes\n"))
        #expect(!result.stdout.contains("\nbefore the launch"))
        #expect(result.stdout.contains("\n    before the launch\n"))
        #expect(result.stderr == "declaring the scenarios\n")
    }

    @Test("The closing line keeps its counts first and ends with the run's time; --bail stops at the first failure")
    func closingLineTimeAndBail() throws {
        // Given: a spec of two failures, run one at a time
        let failing = "Tests/Fixtures/specs/equality_diff_spec.lua"

        // When
        let passing = try FlowrunProcess.run(["test", "--no-color", "Tests/Acceptance/login_spec.lua"])
        let bailed = try FlowrunProcess.run(["test", "--no-color", "--jobs", "1", "--bail", failing])
        let failFast = try FlowrunProcess.run(["test", "--no-color", "--jobs", "1", "--fail-fast", failing])

        // Then
        let closing = try #require(passing.stdoutLines.last)
        #expect(closing.wholeMatch(of: /\d+ passed, 0 failed in \d+\.\d\ds/) != nil, "\(closing)")
        #expect(bailed.status == 1)
        #expect(bailed.stdout.contains("Stopped at the first failure: 1 scenario not run."), "\(bailed.stdout)")
        #expect(bailed.stdoutLines.last?.hasPrefix("0 passed, 1 failed in ") == true)
        #expect(failFast.stdoutLines.last?.hasPrefix("0 passed, 1 failed in ") == true)
    }

    @Test("CI=true fails a missing snapshot and writes nothing; CI=0 is a local run; -u writes it even on CI")
    func ciDecidesWhetherMissingSnapshotsAreWritten() throws {
        // Given
        let folder = try TemporaryDirectory()
        try folder.write("it(\"keeps a text\", function() expect(\"text\").to_match_snapshot() end)\n", to: "a_spec.lua")
        let snapshots = folder.url.appendingPathComponent("__snapshots__/a_spec.lua.snap").path

        // When
        let onCI = try FlowrunProcess.run(["test", "a_spec.lua", "--no-color"], environment: ["CI": "true"], in: folder.url)
        let writtenOnCI = FileManager.default.fileExists(atPath: snapshots)
        let forced = try FlowrunProcess.run(["test", "a_spec.lua", "--ci", "--no-color"], environment: ["CI": "0"], in: folder.url)
        let updated = try FlowrunProcess.run(
            ["test", "a_spec.lua", "--update-snapshots", "--no-color"], environment: ["CI": "true"], in: folder.url)
        let local = try FlowrunProcess.run(["test", "a_spec.lua", "--no-color"], environment: ["CI": "0"], in: folder.url)

        // Then
        #expect(onCI.status == 1)
        #expect(onCI.stdout.contains("a_spec.lua:1: snapshot #1 is not stored in __snapshots__/a_spec.lua.snap, and on CI"))
        #expect(!writtenOnCI)
        #expect(forced.status == 1)
        #expect(updated.status == 0, "\(updated.stdout)")
        #expect(updated.stdout.contains("Snapshots: 1 written\n  wrote __snapshots__/a_spec.lua.snap"))
        #expect(local.status == 0)
        #expect(local.stdout.contains("Snapshots: 1 passed"))
    }

    @Test("A snapshot that cannot be written, __snapshots__ being a file, fails its scenario in every count")
    func unwritableSnapshotFailsItsScenario() throws {
        // Given a spec recording a snapshot beside a file named __snapshots__
        let folder = try TemporaryDirectory()
        try folder.write("it(\"keeps a text\", function() expect(\"text\").to_match_snapshot() end)\n", to: "a_spec.lua")
        try folder.write("not a folder\n", to: "__snapshots__")

        // When
        let console = try FlowrunProcess.run(["test", "a_spec.lua", "--no-color"], environment: ["CI": "0"], in: folder.url)
        let tap = try FlowrunProcess.run(["test", "a_spec.lua", "--tap"], environment: ["CI": "0"], in: folder.url)

        // Then the closing line, the failure and the TAP stream count the scenario as failed, naming path and reason
        #expect(console.status == 1)
        #expect(console.stdoutLines.last?.hasPrefix("0 passed, 1 failed in ") == true, "\(console.stdout)")
        #expect(console.stdout.contains("""
            FAILED keeps a text (a_spec.lua:1)
              a_spec.lua:1: cannot write the snapshot file __snapshots__/a_spec.lua.snap: it is not a folder
            """), "\(console.stdout)")
        #expect(tap.status == 1)
        #expect(tap.stdout.contains("not ok 1 - keeps a text"), "\(tap.stdout)")
    }

    @Test("--filter narrows a run to the scenarios whose name matches: a substring or a /pattern/")
    func filterNarrowsTheRun() throws {
        // When
        let substring = try FlowrunProcess.run(["test", "Tests/Acceptance", "--filter", "I4 back", "--no-color"])
        let pattern = try FlowrunProcess.run(["test", "Tests/Acceptance", "--filter", "/^Login .*L[23] /", "--list"])
        let nothing = try FlowrunProcess.run(["test", "Tests/Acceptance", "--filter", "no such scenario", "--no-color"])

        // Then
        #expect(substring.status == 0, "\(substring.stdout)")
        #expect(substring.stdout.split(separator: "\n").last?.hasPrefix("1 passed, 0 failed in ") == true, "\(substring.stdout)")
        #expect(pattern.status == 0)
        let listed = pattern.stdout.split(separator: "\n").dropLast()
        #expect(pattern.stdout.hasSuffix("\n\(listed.count) scenarios\n"), "\(pattern.stdout)")
        #expect(listed.count >= 2)
        #expect(listed.allSatisfy { line in
            line.hasPrefix("Tests/Acceptance/login_spec.lua:") && (line.contains(" L2 ") || line.contains(" L3 "))
        }, "\(pattern.stdout)")
        #expect(nothing.status != 0)
        #expect((nothing.stdout + nothing.stderr).contains("no such scenario"), "\(nothing.stdout)\(nothing.stderr)")
    }

    @Test("--list with --update-snapshots is a usage error, exit 2")
    func listWithUpdateSnapshotsIsAUsageError() throws {
        // When
        let result = try FlowrunProcess.run(["test", prints, "--list", "-u"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            "--list and --update-snapshots cannot be combined: a listing runs no scenario, so it records no snapshot"))
    }

    @Test("A scenario stuck where the instruction budget cannot reach ends the run after --time-limit")
    func scenarioStuckInACFunctionEndsTheRunAfterTheTimeLimit() throws {
        // Given
        let started = ContinuousClock.now

        // When
        let result = try FlowrunProcess.run(["test", "Tests/Fixtures/stuck", "--time-limit", "1"])

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(
            "flowrun: Tests/Fixtures/stuck/stuck_search_spec.lua:4: Stuck searches without end did not finish within 1 s: "))
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("A spec file stuck while its scenarios are collected ends the run after --time-limit")
    func specStuckWhileCollectedEndsTheRunAfterTheTimeLimit() throws {
        // Given
        let started = ContinuousClock.now

        // When
        let result = try FlowrunProcess.run(["test", "Tests/Fixtures/stuck-load", "--time-limit", "1"])

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(
            "flowrun: collecting Tests/Fixtures/stuck-load/stuck_collecting_spec.lua did not finish within 1 s: "),
            "\(result.stderr)")
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("A spec that replaces the globals the DSL's message handler uses still just times out")
    func hooksOffCodeCannotEscapeTheBudget() throws {
        // When: a --time-limit far above what the budget takes
        let result = try FlowrunProcess.run(["test", "Tests/Fixtures/hooks-off", "--time-limit", "20", "--no-color"])

        // Then: both scenarios time out on the budget, and the run ends by itself
        #expect(result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("did not finish within 20 s"), "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "TIMED OUT").count - 1 == 2, "\(result.stdout)")
    }

    @Test("Repeated --tags add up rather than the last one winning")
    func repeatedTagsAddUp() throws {
        // When
        let login = try FlowrunProcess.run(["test", "--tags", "login", "--list"])
        let items = try FlowrunProcess.run(["test", "--tags", "items", "--list"])
        let both = try FlowrunProcess.run(["test", "--tags", "login", "--tags", "#items", "--list"])

        // Then
        let count = { (result: FlowrunResult) in result.stdoutLines.filter { $0.hasPrefix("Tests/") }.count }
        #expect(both.status == 0)
        #expect(count(both) == count(login) + count(items))
        #expect(count(login) > 0 && count(items) > 0)
    }

    @Test("Selection options that would silently select everything, or be overridden, are usage errors",
          arguments: [
            (arguments: ["--filter", "//"], message: "--filter is empty"),
            (arguments: ["--tags", ""], message: "--tags '' names no tag"),
            (arguments: ["--exclude-tags", "#,"], message: "--exclude-tags '#,' names no tag"),
            (arguments: ["--filter", "L1", "--filter", "L2"], message: "--filter is given 2 times"),
          ])
    func selectionThatMeansNothingIsRefused(arguments: [String], message: String) throws {
        // When
        let result = try FlowrunProcess.run(["test"] + arguments)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(message)"), "\(result.stderr)")
    }

    @Test("A negative --jobs or --seed reaches flowrun's own message, exit 2", arguments: [
        (arguments: ["--jobs", "-1"], message: "--jobs -1: at least one scenario must run at a time"),
        (arguments: ["-j", "-1"], message: "--jobs -1: at least one scenario must run at a time"),
        (arguments: ["--shuffle", "--seed", "-1"],
         message: "--seed -1: the seed must be a whole number from 0 to 18446744073709551615"),
    ])
    func negativeValuesGetFlowrunsMessage(arguments: [String], message: String) throws {
        // When
        let result = try FlowrunProcess.run(["test", prints] + arguments)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(message)\n"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("In a terminal the closing line is coloured, but not when TERM is dumb",
          .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
          arguments: [(term: "xterm-256color", colored: true), (term: "dumb", colored: false)])
    func dumbTerminalGetsPlainOutput(term: String, colored: Bool) throws {
        // Given
        let session = try TmuxSession(["test", "Tests/Fixtures/specs/greeting_spec.lua"], environment: ["TERM": term])
        defer { session.close() }

        // When
        try session.waitFor("[exit 1]")
        let pane = try session.capture(escapes: true)

        // Then
        #expect(pane.contains("2 passed, 1 failed, 1 skipped"))
        #expect(pane.contains("\u{1B}[") == colored, "\(pane)")
    }
}
