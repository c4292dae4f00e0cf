import FlowHostTestSupport
import FlowScript
@testable import FlowTooling
import Foundation
import Testing

/// Reading golden transcript files and comparing a run's transcript with them.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    /// The login run of ``LoginTranscript``, its events stated on lines 1-4 of an events file.
    let run = LoginTranscript.run()

    func written(_ transcript: Transcript, as format: TranscriptFormat) throws -> Data {
        Data(try transcript.steps.map(format.format).joined().utf8)
    }

    func golden(_ text: String, as format: TranscriptFormat = .text) throws -> GoldenTranscript {
        try GoldenTranscript(path: "run.golden", data: Data(text.utf8), format: format)
    }

    func refusal(_ text: String, as format: TranscriptFormat = .text) -> GoldenTranscriptError? {
        do throws(GoldenTranscriptError) {
            _ = try GoldenTranscript(path: "run.golden", data: Data(text.utf8), format: format)
            return nil
        } catch {
            return error
        }
    }

    func refusal(_ data: Data, as format: TranscriptFormat = .text) -> GoldenTranscriptError? {
        do throws(GoldenTranscriptError) {
            _ = try GoldenTranscript(path: "g", data: data, format: format)
            return nil
        } catch {
            return error
        }
    }

    /// The run with every event stated two lines further down, as after adding a comment to its events file.
    func runWithShiftedLines() -> [TranscriptStep] {
        run.steps.map { step in
            var step = step
            step.line = step.line.map { $0 + 2 }
            return step
        }
    }

    @Test("A transcript matches a golden file holding it, in either format")
    func transcriptMatchesItsOwnGolden() throws {
        for format in TranscriptFormat.allCases {
            // Given
            let golden = try GoldenTranscript(path: "run.golden", data: written(run, as: format), format: format)

            // When
            let difference = golden.firstDifference(from: run.steps, eventsSource: "login.events")

            // Then
            #expect(golden.steps.count == run.steps.count)
            #expect(difference == nil, "\(format)")
        }
    }

    @Test("The events' line numbers are not compared, so a comment added to the events file changes nothing")
    func eventLinesAreNotCompared() throws {
        for format in TranscriptFormat.allCases {
            // Given
            let golden = try GoldenTranscript(path: "run.golden", data: written(run, as: format), format: format)

            // When
            let difference = golden.firstDifference(from: runWithShiftedLines(), eventsSource: "login.events")

            // Then
            #expect(difference == nil, "\(format)")
        }
    }

    @Test("The first difference names the step, its event and line, the screen it applied to, and both lines")
    func firstDifferenceIsReadable() throws {
        // Given a golden whose sign-in pushed another screen
        let text = String(decoding: try written(run, as: .text), as: UTF8.self)
        let golden = try golden(text.replacingOccurrences(of: "push items.list", with: "push items.add"))

        // When
        let difference = try #require(golden.firstDifference(from: run.steps, eventsSource: "login.events"))

        // Then
        #expect(difference.step == 3)
        #expect(difference.goldenLine == 17)
        #expect(difference.description == """
            the transcript differs from run.golden at step 3 (line 3 of login.events: tap Sign In, \
            on screen login "Sign In"):
              - expected (run.golden:17)
              + actual
                [3] tap Sign In
              -     navigation: push items.add
              +     navigation: push items.list
                    screen: items.list "Items"
                    row 1: Milk | 2024-05-01
            steps 0-2 matched; the golden has 6 steps, the run 6 steps (--update records this run as the golden)
            """)
    }

    @Test("A run that ends before the golden does shows the golden's next step")
    func runEndingEarlyShowsTheMissingStep() throws {
        // Given
        let golden = try GoldenTranscript(path: "run.golden", data: written(run, as: .text), format: .text)

        // When
        let difference = try #require(golden.firstDifference(from: Array(run.steps.prefix(4)), eventsSource: "e"))

        // Then
        #expect(difference.actual == nil)
        #expect(difference.description.hasPrefix(
            "the run ended after step 3, but run.golden goes on with step 4 (run.golden:21):\n  - [4] announce: login user=\"42\""))
    }

    @Test("A JSON golden written before announcements had fields, text only, still matches the run")
    func oldJSONAnnouncementsStillMatch() throws {
        // Given: the run's JSON with each announcement as its text alone, as files were written before
        let old = String(decoding: try written(run, as: .json), as: UTF8.self).split(separator: "\n").map { line in
            line.contains(#""kind":"announcement""#)
                ? #"{"kind":"announcement","message":"login user=\"42\"","step":4}"# : String(line)
        }.joined(separator: "\n") + "\n"
        let golden = try GoldenTranscript(path: "old.golden", data: Data(old.utf8), format: .json)

        // When
        let difference = golden.firstDifference(from: run.steps, eventsSource: "e")

        // Then
        #expect(old.contains(#""message":"login user=\"42\"","step":4}"#))
        #expect(difference == nil)
    }

    @Test("A run that goes on past the golden's end shows its next step")
    func runGoingOnShowsTheExtraStep() throws {
        // Given
        var shorter = Transcript()
        shorter.recordStart(screen: LoginTranscript.emptyLogin, navigation: [NavigationChange(kind: .replaceRoot, modules: ["login"])])
        let golden = try GoldenTranscript(path: "run.golden", data: written(shorter, as: .json), format: .json)

        // When
        let difference = try #require(golden.firstDifference(from: run.steps, eventsSource: "login.events"))

        // Then
        #expect(difference.expected == nil)
        #expect(difference.description.hasPrefix("""
            run.golden ends after step 0, but the run went on with step 1 (line 1 of login.events: \
            type email agent@shield.org, on screen login "Sign In"):
              + [1] type email agent@shield.org
            """))
    }

    @Test("A JSON golden differing only where the text format does not look shows the JSON lines")
    func jsonOnlyDifferenceShowsJSON() throws {
        // Given a golden whose email field had another placeholder
        var other = Transcript()
        var screen = LoginTranscript.emptyLogin
        screen.fields[0].placeholder = "name@example.com"
        other.recordStart(screen: screen, navigation: [NavigationChange(kind: .replaceRoot, modules: ["login"])])
        let golden = try GoldenTranscript(path: "run.golden", data: written(other, as: .json), format: .json)

        // When
        let difference = try #require(golden.firstDifference(from: run.steps, eventsSource: "e"))

        // Then
        #expect(difference.step == 0)
        #expect(difference.expected?.first?.contains(#""placeholder":"name@example.com""#) == true)
        #expect(difference.actual?.first?.contains(#""placeholder":"""#) == true)
    }

    @Test("A golden of the other format is refused, naming the format it looks like and the one asked for")
    func otherFormatIsRefused() throws {
        // Given
        let text = String(decoding: try written(run, as: .text), as: UTF8.self)
        let json = String(decoding: try written(run, as: .json), as: UTF8.self)

        // When
        let textAsJSON = refusal(text, as: .json)
        let jsonAsText = refusal(json, as: .text)

        // Then
        #expect(textAsJSON?.description == "run.golden looks like a text transcript, but --transcript json asks for "
            + "JSON Lines (pass --transcript text to compare with it)")
        #expect(jsonAsText?.description == "run.golden looks like a JSON Lines transcript, but --transcript text asks "
            + "for text (pass --transcript json to compare with it)")
    }

    @Test("An events file given as the golden is refused as one")
    func eventsFileIsRefused() {
        // When
        let error = refusal("# the login\n\ntype email agent@shield.org\ntap Sign In\n")

        // Then
        #expect(error?.description == "run.golden is not a transcript: it looks like an events file (line 3 is an "
            + "event); the events go to --events, the transcript to --expect")
    }

    @Test("Files that are no transcript are refused with the file, the line and what is wrong")
    func nonTranscriptsAreRefused() {
        let cases: [(String, TranscriptFormat, String)] = [
            ("", .text, "run.golden is empty: it holds no transcript"),
            ("\n\n", .json, "run.golden is empty: it holds no transcript"),
            ("# FlowHost\n", .text, "run.golden:1: not a transcript: expected the first step's header, such as "
                + "'[0] start', got '# FlowHost'"),
            ("hello\n", .json, "run.golden:1: not a transcript: expected one JSON object a line, got 'hello'"),
            ("[0] start\n    screen: a \"A\"\n[2] back\n", .text,
             "run.golden:3: not a transcript: step [2] where step [1] comes next (steps are numbered from 0, one "
                + "after another)"),
            ("[0] start\nscreen: a \"A\"\n", .text, "run.golden:2: not a transcript: expected a step header such as "
                + "'[3] tap Next' or a detail indented by four spaces, got 'screen: a \"A\"'"),
            ("{\"step\":0}\n", .json, "run.golden:1: not a transcript: the step has no 'kind'"),
            ("{\"step\":0,\"kind\":\"start\",\"screen\":{\"name\":7}}\n", .json,
             "run.golden:1: not a transcript: 'screen.name' is not a string"),
            ("{\"step\":0,\"kind\":\"event\",\"event\":\"jump\"}\n", .json,
             "run.golden:1: not a transcript: 'event': encoded event:1: unknown verb 'jump' (verbs: tap, type, select, back)"),
            ("{\"step\": 0,\n", .json, "run.golden:1: not a transcript: the line is not valid JSON"),
        ]
        for (text, format, message) in cases {
            #expect(refusal(text, as: format)?.description == message, "\(text.debugDescription)")
        }
    }

    @Test("Binary and non-UTF-8 files are refused with the byte at fault")
    func binaryIsRefused() {
        // When
        let nul = refusal(Data("[0] start".utf8) + [0x00])
        let latin1 = refusal(Data("[0] caf".utf8) + [0xE9])

        // Then
        #expect(nul?.description == "g is not a transcript: it is binary (NUL byte at byte offset 9)")
        #expect(latin1?.description == "g is not a transcript: it is not UTF-8 text (invalid byte 0xE9 at byte offset 7)")
    }

    @Test("Blank lines after the last step and Windows line ends are read as the file's end and line ends")
    func trailingBlankLinesAndCRLFAreAccepted() throws {
        // Given
        let text = String(decoding: try written(run, as: .text), as: UTF8.self)
        let windows = text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n\r\n"

        // When
        let golden = try golden(windows)

        // Then
        #expect(golden.firstDifference(from: run.steps, eventsSource: "e") == nil)
    }

    @Test("A line inserted in a step shows as that one line, not as every line after it")
    func lineDifferenceAlignsOnCommonLines() {
        // When
        let lines = LineDifference.between(expected: ["a", "b", "c"], actual: ["a", "x", "b", "c"])

        // Then
        #expect(lines == [.same("a"), .actual("x"), .same("b"), .same("c")])
    }

    @Test("A changed line shows the expected one first, then the actual one")
    func changedLineShowsExpectedFirst() {
        // When
        let lines = LineDifference.between(expected: ["a", "b", "c"], actual: ["a", "B", "c"])

        // Then
        #expect(lines == [.same("a"), .expected("b"), .actual("B"), .same("c")])
    }

    @Test("a JSON golden of rows with ids matches the run it recorded, and a run whose ids differ, not a changed row")
    func jsonGoldenWithRowIDsRoundTrips() throws {
        // Given: a step whose rows carry ids, as the items list's do
        func step(_ ids: [String], titles: [String] = ["Milk", "Eggs"]) -> TranscriptStep {
            let rows = zip(titles, ids).map { ScreenRow(title: $0, id: $1) }
            return TranscriptStep(number: 0, kind: .start, navigation: [], screen: Screen(name: "items.list", title: "Items", rows: rows))
        }
        let recorded = step(["id-1", "id-2"])
        let golden = try golden(TranscriptFormat.json.format(recorded), as: .json)

        // When
        let same = golden.firstDifference(from: [recorded], eventsSource: nil)
        let otherIDs = golden.firstDifference(from: [step(["id-8", "id-9"])], eventsSource: nil)
        let changed = golden.firstDifference(from: [step(["id-1", "id-2"], titles: ["Milk", "Bread"])], eventsSource: nil)

        // Then
        #expect(same == nil)
        #expect(otherIDs == nil)
        #expect(changed?.expected != changed?.actual)
        #expect(changed?.actual?.contains { $0.contains("Bread") } == true)
    }
}
