import FlowHostTestSupport
import FlowTestSupport
import FlowTooling
import Foundation
import Testing

/// The events mode on the tests' own two-screen flow: transcripts in both formats, the final screen
/// without one, and where events come from.
@Suite("flowrun run: events mode")
struct EventsModeTests {
    private let flow = "Tests/Fixtures/flowrun/two-screens.lua"

    @Test("The JSON transcript starts with the first screen, then one line per event with its navigation")
    func jsonTranscriptRecordsSteps() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", state.path("s"), "--transcript", "json"], events: "# comment\ntap Next\nback\n")

        // Then
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let steps = try TranscriptLine.parse(result.stdout)
        try #require(steps.count == 3)
        #expect(steps[0].kind == "start")
        #expect(steps[0].event == nil)
        #expect(steps[0].navigation == [.init(kind: "replaceRoot", modules: ["first"])])
        #expect(steps[0].screen?.images == ["OnBoarding2"])
        #expect(steps[1].event == "tap Next")
        #expect(steps[1].line == 2)
        #expect(steps[1].navigation == [.init(kind: "push", modules: ["second"])])
        #expect(steps[1].screen?.title == "Second")
        #expect(steps[2].event == "back")
        #expect(steps[2].navigation == [.init(kind: "pop", modules: ["second"])])
        #expect(steps[2].screen?.name == "first")
    }

    @Test("A flow's print goes to stderr, so a JSON transcript on stdout stays one object a line")
    func flowPrintGoesToStandardError() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", "Tests/Fixtures/flows/chatty.lua", "--state", state.path("s"), "--transcript", "json"], events: "")

        // Then
        #expect(result.status == 0)
        #expect(result.stderr == "the flow starts\n")
        #expect(try TranscriptLine.parse(result.stdout).map(\.kind) == ["start"])
    }

    @Test("The text transcript numbers steps and lists each screen's parts")
    func textTranscriptIsReadable() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.path("s"), "--transcript", "text"], events: "tap Next\n")

        // Then
        #expect(result.status == 0)
        #expect(result.stdout == """
            [0] start
                navigation: replaceRoot first
                screen: first "Welcome"
                image: OnBoarding2
                label: A flow of two screens
                button 1: Next
            [1] line 1: tap Next
                navigation: push second
                screen: second "Second"
                button 1: Explode

            """)
    }

    @Test("Without --transcript the final screen is printed as a plain frame")
    func finalScreenIsPrintedWithoutTranscript() throws {
        // Given
        let state = try TemporaryDirectory()
        let events = try state.write("tap Next\nback\n", to: "walk.events")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.path("s"), "--events", events])

        // Then
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("┌"))
        #expect(result.stdout.contains("│ Welcome"))
        #expect(result.stdout.contains("│ [image: OnBoarding2]"))
        #expect(result.stdout.contains("│ [1] Next"))
        #expect(!result.stdout.contains("\u{1B}["), "a pipe gets no colours")
    }

    @Test("--events - reads the events from stdin")
    func dashReadsStandardInput() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", state.path("s"), "--events", "-", "--transcript", "json"], events: "tap Next\n")

        // Then
        #expect(result.status == 0)
        #expect(try TranscriptLine.parse(result.stdout).last?.screen?.name == "second")
    }

    @Test("An empty events input shows the first screen and exits 0")
    func emptyEventsShowFirstScreen() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.path("s"), "--transcript", "json"], events: "")

        // Then
        #expect(result.status == 0)
        #expect(try TranscriptLine.parse(result.stdout).map(\.kind) == ["start"])
    }

    @Test("The transcript goes to --output, leaving stdout empty")
    func transcriptGoesToOutputFile() throws {
        // Given
        let state = try TemporaryDirectory()
        let output = state.path("run.txt")

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", state.path("s"), "--transcript", "text", "--output", output], events: "tap Next\n")

        // Then
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("[0] start\n"))
    }

    @Test("An --output in a missing folder is named, exit 2")
    func unwritableOutputIsNamed() throws {
        // Given
        let state = try TemporaryDirectory()
        let output = state.path("missing/run.txt")

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", state.path("s"), "--transcript", "text", "--output", output], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: cannot write the transcript to \(output): no such folder"))
    }
}
