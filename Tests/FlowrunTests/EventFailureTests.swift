import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Events that cannot apply and flows that fail: exit 1, `flowrun: source:line: ...` on stderr, and the
/// transcript written up to and including the failure.
@Suite("flowrun run: failing events and flows (exit 1)")
struct EventFailureTests {
    private let flow = "Tests/Fixtures/flowrun/two-screens.lua"

    private func run(_ events: String, transcript: Bool = true) throws -> FlowrunResult {
        let state = try TemporaryDirectory()
        let options = transcript ? ["--transcript", "json"] : []
        return try FlowrunProcess.run(["run", flow, "--state", state.path("s")] + options, events: events)
    }

    @Test("tap on a button that is not on screen lists the buttons that are")
    func tapOnMissingButtonListsButtons() throws {
        // When
        let result = try run("tap Next\ntap Continue\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr == "flowrun: stdin:2: 'tap Continue' failed: no button 'Continue' on screen 'second' (buttons: 'Explode')\n")
        let steps = try TranscriptLine.parse(result.stdout)
        #expect(steps.map(\.kind) == ["start", "event", "error"])
        #expect(steps.last?.event == "tap Continue")
        #expect(steps.last?.line == 2)
    }

    @Test("tap on a title two enabled buttons share is refused as ambiguous, naming their positions; #2 taps the second")
    func tapOnASharedTitleIsAmbiguous() throws {
        // Given a flow with two enabled buttons titled "OK"
        let folder = try TemporaryDirectory()
        let flow = "Tests/Fixtures/flowrun/twins.lua"

        // When an events file taps "OK", then one taps "OK #2"
        let ambiguous = try FlowrunProcess.run(["run", flow, "--state", folder.path("s")], events: "tap OK\n")
        let numbered = try FlowrunProcess.run(["run", flow, "--state", folder.path("s")], events: "tap OK #2\n")

        // Then the first is refused naming both buttons and how to name one; the second reaches the second button
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr == "flowrun: stdin:1: 'tap OK' failed: button 'OK' on screen 'twins' is ambiguous: "
            + "buttons 1 and 2 are enabled and titled so (name one: 'OK #1' or 'OK #2')\n")
        #expect(numbered.status == 0, "\(numbered.stderr)")
        #expect(numbered.stdout.contains("second OK"), "\(numbered.stdout)")
    }

    @Test("select beyond the rows says how many rows there are")
    func selectOutOfRangeIsReported() throws {
        // When
        let result = try run("select 3\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr == "flowrun: stdin:1: 'select 3' failed: row 3 is out of range on screen 'first' (it has no rows)\n")
    }

    @Test("type into a field the screen does not show names the field, and never its text")
    func typeIntoMissingFieldIsReported() throws {
        // When
        let result = try run("type password swordfish\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.contains("no field 'password' on screen 'first' (it has no fields)"))
        #expect(!result.stderr.contains("swordfish"))
        #expect(!result.stdout.contains("swordfish"))
    }

    @Test("an event stuck where the instruction budget cannot reach ends the run after --time-limit")
    func eventStuckInACFunctionEndsTheRunAfterTheTimeLimit() throws {
        // Given
        let state = try TemporaryDirectory()
        let started = ContinuousClock.now

        // When
        let result = try FlowrunProcess.run(
            ["run", "Tests/Fixtures/flowrun/stuck-search.lua", "--state", state.path("s"), "--time-limit", "1",
             "--transcript", "text"],
            events: "tap Search\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("flowrun: stdin:1: 'tap Search' did not finish within 1 s: "))
        #expect(result.stdout.contains("Search"))  // the steps before it were written
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("a flow file whose top level is stuck where the budget cannot reach ends the run after --time-limit")
    func flowStuckWhileLoadingEndsTheRunAfterTheTimeLimit() throws {
        // Given
        let state = try TemporaryDirectory()
        let started = ContinuousClock.now

        // When
        let result = try FlowrunProcess.run(
            ["run", "Tests/Fixtures/flowrun/stuck-at-load.lua", "--state", state.path("s"), "--time-limit", "1"],
            events: "")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(
            "flowrun: loading Tests/Fixtures/flowrun/stuck-at-load.lua did not finish within 1 s: "), "\(result.stderr)")
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test("A huge event line is quoted cut with its length, so the message stays short")
    func hugeEventLineIsQuotedCut() throws {
        // When
        let result = try run("tap " + String(repeating: "A", count: 100_000) + "\n", transcript: false)

        // Then
        let eighty = String(repeating: "A", count: 80)
        #expect(result.status == 1)
        #expect(result.stderr == "flowrun: stdin:1: 'tap \(eighty.dropLast(4))…' (100004 characters) failed: "
            + "no button '\(eighty)…' (100000 characters) on screen 'first' (buttons: 'Next')\n")
    }

    @Test("Control characters in a script's error are escaped on stderr, its traceback's lines kept")
    func scriptErrorControlCharactersAreEscaped() throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try folder.write("return function(app)\n  error('bad\\27[31m\\0red')\nend\n", to: "flow.lua")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", folder.path("s")], events: "")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"flow.lua:2: bad\027[31m\000red"#))
        #expect(result.stderr.contains("\nstack traceback:\n\t"))
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 })
    }

    @Test("A flow that runs out of memory while loading is named with the limit, exit 2")
    func memoryExhaustedWhileLoadingNamesTheFlow() throws {
        // Given
        let folder = try TemporaryDirectory()
        let source = "local t = {}\nfor i = 1, 1e9 do t[i] = {} end\nreturn function(app) end\n"
        let flow = try folder.write(source, to: "flow.lua")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", folder.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: \(flow): not enough memory (limit 64 MiB) while loading\n")
    }

    @Test("A final screen that cannot be written to stdout is exit 2 with a message")
    func unwritableFinalScreenIsReported() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", state.path("s")], input: Data("tap Next\n".utf8), outputPath: "/dev/full")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: cannot write the final screen to stdout: no space left on the device\n")
    }

    @Test("back on the root screen is reported")
    func backOnRootIsReported() throws {
        // When
        let result = try run("back\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("flowrun: stdin:1: 'back' failed: "))
        #expect(result.stderr.contains("root"))
    }

    @Test("A script error inside a callback names the script's file and line, with a traceback of script lines")
    func callbackErrorNamesScriptLine() throws {
        // When
        let result = try run("tap Next\ntap Explode\n")

        // Then
        #expect(result.status == 1)
        #expect(!result.wasSignalled)
        #expect(result.stderr.hasPrefix("flowrun: stdin:2: 'tap Explode' failed: "))
        #expect(result.stderr.contains("two-screens.lua:3: the fuse was lit"))
        #expect(result.stderr.contains("stack traceback:\n\tTests/Fixtures/flowrun/two-screens.lua:3: in "))
        #expect(result.stderr.contains("\tTests/Fixtures/flowrun/two-screens.lua:10: in "))
        #expect(!result.stderr.contains(".swift"))
        let steps = try TranscriptLine.parse(result.stdout)
        #expect(steps.last?.kind == "error")
        #expect(steps.last?.message?.contains("two-screens.lua:3: the fuse was lit") == true)
    }

    @Test("Without --transcript a failing run prints the screen it stopped on")
    func failureWithoutTranscriptPrintsScreen() throws {
        // When
        let result = try run("tap Next\ntap Explode\n", transcript: false)

        // Then
        #expect(result.status == 1)
        #expect(result.stdout.contains("│ Second"))
        #expect(result.stdout.contains("[1] Explode"))
    }

    @Test("A flow that shows no screen is reported naming the flow file, exit 1, with an error step")
    func flowShowingNoScreenIsReported() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", "Tests/Fixtures/flowrun/shows-nothing.lua", "--state", state.path("s"), "--transcript", "json"], events: "")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr == "flowrun: Tests/Fixtures/flowrun/shows-nothing.lua: start returned without showing "
            + "a screen (show one with app.nav:replace_root(view))\n")
        let steps = try TranscriptLine.parse(result.stdout)
        #expect(steps.map(\.kind) == ["error"])
    }

    @Test("A transcript written to --output holds every step up to the failure")
    func outputFileKeepsStepsBeforeFailure() throws {
        // Given
        let state = try TemporaryDirectory()
        let output = state.path("run.jsonl")

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", state.path("s"), "--transcript", "json", "--output", output],
            events: "tap Next\nback\ntap Nowhere\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let steps = try TranscriptLine.parse(try String(contentsOfFile: output, encoding: .utf8))
        #expect(steps.map(\.kind) == ["start", "event", "event", "error"])
        #expect(steps.map(\.step) == [0, 1, 2, 3])
    }
}
