import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Usage errors and inputs that are not events: `flowrun: message` on stderr, exit 2, nothing run.
@Suite("flowrun run: usage and input errors (exit 2)")
struct UsageErrorTests {
    private let flow = "Tests/Fixtures/flowrun/two-screens.lua"

    @Test("An option value it cannot take is a usage error in flowrun's words naming it, exit 2, nothing created",
          arguments: [
              (option: "--transcript", value: "xml", message: "'xml' is invalid for '--transcript <format>'"),
              (option: "--clock", value: "yesterday", message: "'yesterday' is invalid for '--clock <instant>'"),
          ])
    func badOptionValueIsUsageError(option: String, value: String, message: String) throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, option, value, "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: "))
        #expect(result.stderr.contains(message))
        #expect(!result.stderr.contains("Error:"))
        #expect(!FileManager.default.fileExists(atPath: state.path("s")))
    }

    @Test("--clock takes only real instants in the documented form, and its message shows an example",
          arguments: [
              (value: "2023-02-29T00:00:00Z", problem: "February 2023 has 28 days; "),
              (value: "2024-04-31T00:00:00Z", problem: "April 2024 has 30 days; "),
              (value: "2024-13-01T00:00:00Z", problem: "there is no month 13; "),
              (value: "2024-01-01T24:00:00Z", problem: "hours go up to 23, minutes and seconds up to 59; "),
              (value: "2024-01-01T23:59:60Z", problem: "hours go up to 23, minutes and seconds up to 59; "),
              (value: "2024-01-01T05:00:00.5Z", problem: "fractions of a second are not accepted; "),
              (value: "2024-01-01T00:00:00+02:60", problem: "an offset's hours go up to 23 and its minutes up to 59; "),
              (value: "2024-1-1T0:0:0Z", problem: ""),
              (value: "2024-01-01 00:00:00Z", problem: ""),
              (value: "yesterday", problem: ""),
          ])
    func clockRefusesWhatIsNotAnInstant(value: String, problem: String) throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--clock", value, "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("""
            flowrun: The value '\(value)' is invalid for '--clock <instant>': \(problem)expected an ISO 8601 instant \
            such as 2024-01-01T00:00:00Z or 2024-01-01T09:30:00+02:00

            """))
    }

    @Test("A flow file that is not a regular file is refused saying so, exit 2")
    func deviceAsFlowFileIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", "/dev/zero", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr
            == "flowrun: /dev/zero: cannot read the flow file (not a regular file but a character device)\n")
    }

    @Test("A missing flow file is named, exit 2, and no state directory is created")
    func missingFlowFileIsNamed() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", "Tests/Fixtures/flowrun/absent.lua", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: no flow file at Tests/Fixtures/flowrun/absent.lua"))
        #expect(!FileManager.default.fileExists(atPath: state.path("s")))
    }

    @Test("A folder given as the flow file is refused, exit 2")
    func folderAsFlowFileIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", "Tests/Fixtures", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: Tests/Fixtures is a folder, not a flow file"))
    }

    @Test("--output without --transcript is a usage error")
    func outputNeedsTranscript() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--output", state.path("t"), "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: --output needs --transcript text|json"))
    }

    @Test("A --root that is not a folder is a usage error naming it")
    func missingRootIsNamed() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--root", "no/such/dir", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: --root no/such/dir: no such folder"))
    }

    @Test("An unknown event verb is reported with its line and the verbs there are; nothing runs")
    func unknownVerbListsVerbs() throws {
        // Given
        let state = try TemporaryDirectory()
        let events = try state.write("# walk through\ntap Next\njump Explode\n", to: "walk.events")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--events", events, "--transcript", "json", "--state", state.path("s")])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: \(events):3: unknown verb 'jump' (verbs: tap, type, select, back)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("A missing events file is named, exit 2")
    func missingEventsFileIsNamed() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--events", state.path("absent.events"), "--state", state.path("s")])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: cannot read the events \(state.path("absent.events")): "))
    }

    @Test("An events file that is a device (/dev/null) reads as no events: the first screen, exit 0")
    func deviceEventsFileReadsAsEmpty() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--events", "/dev/null", "--state", state.path("s")])

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test("Binary event input (a NUL byte) is refused with its line and offset, exit 2")
    func binaryEventsAreRefused() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--events", "-", "--state", state.path("s")], input: Data("tap Next\nta\u{0}p\n".utf8))

        // Then
        #expect(result.status == 2)
        #expect(!result.wasSignalled)
        #expect(result.stderr == "flowrun: stdin:2: input is binary: NUL byte at byte offset 11 (expected UTF-8 text)\n")
    }

    @Test("An endless binary input (/dev/zero) is refused at its first NUL, without reading it all")
    func endlessBinaryEventsAreRefusedAtOnce() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--events", "/dev/zero", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: /dev/zero:1: input is binary: NUL byte at byte offset 0 (expected UTF-8 text)\n")
    }

    @Test("Event input larger than 8 MiB is refused, exit 2")
    func oversizedEventInputIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let input = Data(String(repeating: "back\n", count: (8 << 20) / 5 + 1).utf8)

        // When
        let result = try FlowrunProcess.run(["run", flow, "--events", "-", "--state", state.path("s")], input: input)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: cannot read the events stdin: it holds more than 8 MiB, more than any list of events\n")
    }

    @Test("Event input that is not UTF-8 is refused naming the byte, exit 2")
    func nonUTF8EventsAreRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let path = try state.write(Data([0x74, 0x61, 0x70, 0x20, 0xC3, 0x28, 0x0A]), to: "latin.events")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--events", path, "--state", state.path("s")])

        // Then
        #expect(result.status == 2)
        #expect(!result.wasSignalled)
        #expect(result.stderr == "flowrun: \(path):1: input is not UTF-8: invalid byte 0xC3 at byte offset 4\n")
    }

    @Test("A flow file that does not compile is reported with its file and line, exit 2")
    func syntaxErrorIsALoadError() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", "Tests/Fixtures/flowrun/syntax-error.lua", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: "))
        #expect(result.stderr.contains("Tests/Fixtures/flowrun/syntax-error.lua:4:"))
        #expect(!result.stderr.contains(".swift"))
    }

    @Test("A file that returns neither a function nor a start table is not a flow, exit 2")
    func fileReturningNumberIsNotAFlow() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", "Tests/Fixtures/flowrun/not-a-flow.lua", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: "))
        #expect(result.stderr.contains("not-a-flow.lua"))
        #expect(result.stderr.contains("number"))
    }

    @Test("A flow file that is binary is not a Lua source file, exit 2")
    func binaryFlowFileIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()
        let path = try state.write(Data([0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00, 0x19, 0x93]), to: "compiled.lua")

        // When
        let result = try FlowrunProcess.run(["run", path, "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(!result.wasSignalled)
        #expect(result.stderr.hasPrefix("flowrun: \(path): not a Lua source file"))
    }

    @Test("--record and --record-spec record a terminal session: with events they are usage errors, exit 2",
          arguments: ["--record", "--record-spec"])
    func recordingNeedsTheTerminal(option: String) throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.path("s"), option, state.path("out")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(option) records a terminal session: it cannot be used with --events "
            + "or a stdin that is not a terminal\n"))
        #expect(!FileManager.default.fileExists(atPath: state.path("out")))
    }

    @Test("--plain picks the look of the terminal mode: with events it is a usage error, exit 2")
    func plainNeedsTheTerminal() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.path("s"), "--plain"], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: --plain picks the terminal mode's plain line mode: it cannot be used "
            + "with --events or a stdin that is not a terminal\n"))
    }

    @Test("A mistyped sub-command is refused with the one most likely meant; one far from all lists them")
    func mistypedSubcommandSuggestsTheClosest() throws {
        let typo = try FlowrunProcess.run(["tset"])
        let far = try FlowrunProcess.run(["frobnicate"])
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("flowrun: unknown command 'tset'; did you mean 'test'? (commands: run, test, "), "\(typo.stderr)")
        #expect(far.status == 2)
        #expect(far.stderr.hasPrefix("flowrun: unknown command 'frobnicate' (commands: "), "\(far.stderr)")
    }
}
