import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun run --expect GOLDEN [--update]`: comparing a run's transcript with a recorded one, and what is
/// refused.
@Suite("flowrun run: golden transcripts")
struct GoldenTranscriptRunTests {
    private let app = "examples/app.lua"
    private let firstLaunch = "Tests/Fixtures/first-launch.events"
    /// The demo app's first launch, checked in.
    private let firstLaunchGolden = "Tests/Fixtures/first-launch.golden.txt"
    private let twoScreens = "Tests/Fixtures/flowrun/two-screens.lua"

    /// `flowrun run FLOW --state … --fresh --events EVENTS --transcript FORMAT --expect GOLDEN` and `more`.
    private func expect(
        _ golden: String, flow: String? = nil, events: String? = nil, format: String = "text",
        state: TemporaryDirectory, _ more: [String] = []
    ) throws -> FlowrunResult {
        try FlowrunProcess.run([
            "run", flow ?? app, "--state", state.path("state"), "--fresh", "--events", events ?? firstLaunch,
            "--transcript", format, "--expect", golden,
        ] + more)
    }

    @Test("The demo app's first launch matches its checked-in golden transcript: exit 0, nothing printed")
    func firstLaunchMatchesItsGolden() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try expect(firstLaunchGolden, state: state)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test("A difference exits 1 and shows the first differing step: its number, event, screen, and lines")
    func differenceIsShown() throws {
        // Given the golden with the items list's second button renamed
        let state = try TemporaryDirectory()
        let recorded = try String(contentsOfFile: PackagePaths.root.appendingPathComponent(firstLaunchGolden).path, encoding: .utf8)
        let golden = try state.write(
            recorded.replacingOccurrences(of: "button 2: Delete All", with: "button 2: Remove All"), to: "app.golden")

        // When
        let result = try expect(golden, state: state)

        // Then
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("""
            flowrun: the transcript differs from \(golden) at step 9 (line 14 of \(firstLaunch): tap Sign In, \
            on screen login "Sign In"):
            """))
        #expect(result.stderr.contains("  -     button 2: Remove All\n  +     button 2: Delete All\n"))
        #expect(result.stderr.contains("steps 0-8 matched; the golden has 19 steps, the run 19 steps"))
    }

    @Test("A JSON golden recorded with the old field names (isEnabled, primaryAction...) still matches")
    func oldFieldNamesStillMatch() throws {
        // Given the login flow's JSON golden, its screens written as transcripts did before the rename
        let state = try TemporaryDirectory()
        let login = (flow: "scripts/login.lua", events: "Tests/Fixtures/login.events")
        let golden = state.path("login.golden.jsonl")
        let written = try expect(golden, flow: login.flow, events: login.events, format: "json", state: state, ["--update"])
        try #require(written.status == 0, "\(written.stderr)")
        var recorded = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(recorded.contains(#""actions":["OK","Try Again"]"#))
        recorded = recorded
            .replacingOccurrences(of: #""enabled":"#, with: #""isEnabled":"#)
            .replacingOccurrences(of: #""secure":"#, with: #""isSecure":"#)
            .replacingOccurrences(of: #""loading":"#, with: #""isLoading":"#)
            .replacingOccurrences(of: #""actions":["OK","Try Again"]"#, with: #""primaryAction":"OK","secondaryAction":"Try Again""#)
        try recorded.write(toFile: golden, atomically: true, encoding: .utf8)

        // When
        let result = try expect(golden, flow: login.flow, events: login.events, format: "json", state: state)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("--update writes a missing golden and says so; the next run matches it, and an unchanged one is left")
    func updateWritesTheGolden() throws {
        // Given
        let state = try TemporaryDirectory()
        let golden = state.path("login.golden.jsonl")

        // When
        let login = (flow: "scripts/login.lua", events: "Tests/Fixtures/login.events")
        let written = try expect(golden, flow: login.flow, events: login.events, format: "json", state: state, ["--update"])
        let compared = try expect(golden, flow: login.flow, events: login.events, format: "json", state: state)
        let updatedAgain = try expect(
            golden, flow: login.flow, events: login.events, format: "json", state: state, ["--update"])

        // Then
        #expect(written.status == 0)
        #expect(written.stderr == "flowrun: wrote the golden transcript \(golden) (11 steps)\n")
        let steps = try TranscriptLine.parse(try String(contentsOfFile: golden, encoding: .utf8))
        #expect(steps.count == 11)
        #expect(steps.last { $0.screen != nil }?.screen?.name == "login")
        #expect(compared.status == 0)
        #expect(compared.stderr.isEmpty)
        #expect(updatedAgain.stderr == "flowrun: \(golden) is up to date (11 steps)\n")
    }

    @Test("--update rewrites a golden that differs, naming the first step that changed")
    func updateRewritesADifferentGolden() throws {
        // Given
        let state = try TemporaryDirectory()
        let recorded = try String(contentsOfFile: PackagePaths.root.appendingPathComponent(firstLaunchGolden).path, encoding: .utf8)
        let golden = try state.write(recorded.replacingOccurrences(of: "image: OnBoarding3", with: "image: Old"), to: "g")

        // When
        let result = try expect(golden, state: state, ["--update"])

        // Then
        #expect(result.status == 0)
        #expect(result.stderr == "flowrun: updated \(golden): it differed from step 2 on (19 steps)\n")
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == recorded)
    }

    @Test("The events' line numbers are not compared: the same events with comments added still match")
    func eventLinesAreNotCompared() throws {
        // Given
        let state = try TemporaryDirectory()
        let events = try String(contentsOfFile: PackagePaths.root.appendingPathComponent(firstLaunch).path, encoding: .utf8)
        let commented = try state.write("# one more comment\n\n" + events, to: "commented.events")

        // When
        let result = try expect(firstLaunchGolden, events: commented, state: state)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("A run stopping at a failing event matches a golden that records the failure: exit 0")
    func recordedFailureMatches() throws {
        // Given a golden recorded from a run that fails at its second event
        let state = try TemporaryDirectory()
        let events = try state.write("tap Next\ntap Explode\n", to: "explode.events")
        let golden = state.path("explode.golden")
        let recorded = try expect(golden, flow: twoScreens, events: events, state: state, ["--update"])

        // When
        let compared = try expect(golden, flow: twoScreens, events: events, state: state)

        // Then
        #expect(recorded.status == 0)
        #expect(recorded.stderr == "flowrun: wrote the golden transcript \(golden) (3 steps); the run stopped at an "
            + "error, which the golden records\n")
        #expect(try String(contentsOfFile: golden, encoding: .utf8).contains("error: Tests/Fixtures/flowrun/two-screens.lua:3: the fuse was lit"))
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stderr.isEmpty)
    }

    @Test("With --output the transcript is written there too, whatever the comparison says")
    func outputGetsTheTranscript() throws {
        // Given
        let state = try TemporaryDirectory()
        let output = state.path("run.txt")

        // When
        let result = try expect(firstLaunchGolden, state: state, ["--output", output])

        // Then
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("[0] start\n"))
    }

    @Test("A missing golden without --update is named, with --update suggested, exit 2 before the flow runs")
    func missingGoldenIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let golden = state.path("none.golden")

        // When
        let result = try expect(golden, state: state)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: no golden transcript at \(golden) (run with --update to record one)\n")
        #expect(!FileManager.default.fileExists(atPath: state.path("state")), "the state was not opened")
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test("A golden that is not a transcript is named with its line, exit 2; --update leaves it as it was")
    func nonTranscriptGoldenIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let golden = try state.write("Some notes\nabout the run\n", to: "notes.txt")

        // When
        let compared = try expect(golden, state: state)
        let updated = try expect(golden, state: state, ["--update"])

        // Then
        #expect(compared.status == 2)
        #expect(compared.stderr == "flowrun: \(golden):1: not a transcript: expected the first step's header, "
            + "such as '[0] start', got 'Some notes'\n")
        #expect(updated.status == 2)
        #expect(updated.stderr.hasSuffix("; --update rewrites only a transcript (move the file away, or pick another path)\n"))
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == "Some notes\nabout the run\n")
    }

    @Test("An events file given as the golden is refused as one, and --update does not write over it")
    func eventsFileAsGoldenIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let events = try String(contentsOfFile: PackagePaths.root.appendingPathComponent(firstLaunch).path, encoding: .utf8)
        let golden = try state.write(events, to: "copy.events")

        // When
        let result = try expect(golden, state: state, ["--update"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(golden) is not a transcript: it looks like an events file "
            + "(line 5 is an event); the events go to --events, the transcript to --expect"))
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == events)
    }

    @Test("A golden of the other format is refused naming both formats; --update rewrites it in the one asked for")
    func otherFormatGolden() throws {
        // Given
        let state = try TemporaryDirectory()
        let text = try String(contentsOfFile: PackagePaths.root.appendingPathComponent(firstLaunchGolden).path, encoding: .utf8)
        let golden = try state.write(text, to: "app.golden")

        // When
        let compared = try expect(golden, format: "json", state: state)
        let updated = try expect(golden, format: "json", state: state, ["--update"])

        // Then
        #expect(compared.status == 2)
        #expect(compared.stderr == "flowrun: \(golden) looks like a text transcript, but --transcript json asks for "
            + "JSON Lines (pass --transcript text to compare with it)\n")
        #expect(updated.status == 0)
        #expect(updated.stderr == "flowrun: rewrote \(golden) as json (it held a text transcript; 19 steps)\n")
        #expect(try TranscriptLine.parse(try String(contentsOfFile: golden, encoding: .utf8)).count == 19)
    }

    @Test("--update to a path that cannot be written is named with the reason, exit 2 before the flow runs")
    func unwritableGoldenIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let inMissingFolder = state.path("missing/app.golden")
        let folder = state.url.path

        // When
        let missing = try expect(inMissingFolder, state: state, ["--update"])
        let isFolder = try expect(folder, state: state, ["--update"])

        // Then
        #expect(missing.status == 2)
        #expect(missing.stderr == "flowrun: cannot write the golden transcript to \(inMissingFolder): no such folder "
            + "\(state.path("missing"))\n")
        #expect(isFolder.status == 2)
        #expect(isFolder.stderr == "flowrun: cannot read the golden transcript \(folder): it is a folder\n")
        #expect(!FileManager.default.fileExists(atPath: state.path("state")), "the state was not opened")
    }

    @Test("--expect and --update usage errors are named, exit 2")
    func usageErrors() throws {
        // Given
        let state = try TemporaryDirectory()
        let base = ["run", app, "--state", state.path("s"), "--events", firstLaunch]

        // When
        let noFormat = try FlowrunProcess.run(base + ["--expect", firstLaunchGolden])
        let updateAlone = try FlowrunProcess.run(base + ["--transcript", "text", "--update"])
        let sameFile = try FlowrunProcess.run(base + ["--transcript", "text", "--expect", "g", "--output", "./g"])

        // Then
        #expect(noFormat.status == 2)
        #expect(noFormat.stderr.hasPrefix("flowrun: --expect needs --transcript text|json: the golden transcript's format\n"))
        #expect(updateAlone.status == 2)
        #expect(updateAlone.stderr.hasPrefix("flowrun: --update needs --expect GOLDEN: the golden transcript to write\n"))
        #expect(sameFile.status == 2)
        #expect(sameFile.stderr.hasPrefix("flowrun: --output and --expect name the same file, \(PackagePaths.root.path)/g\n"))
    }
}
