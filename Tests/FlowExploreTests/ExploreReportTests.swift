import FlowHostTestSupport
import FlowScript
import FlowTestSupport
import FlowTooling
import Foundation
import Testing
@testable import FlowExplore

@Suite("flowrun explore: inputs, events files and reports")
struct ExploreReportTests {
    private let finding = ExploreFinding(
        kind: .flowError, screen: "login \"Sign In\"", message: "boom\nstack traceback: x",
        path: [.event(.tap(title: "Account")), .relaunch, .event(.type(fieldID: "email", text: "a@b.c")),
               .event(.tap(title: "Sign In"))])

    @Test("a finding's path is one events file per launch, each with the commands that replay it")
    func findingSplitsAtRelaunch() {
        // When
        let files = FindingEventsFile.files(for: finding, number: 3, flow: "app.lua", directory: "out")

        // Then
        #expect(files.map(\.name) == ["03-flow-error.events", "03-flow-error.2.events"])
        #expect(files[0].text.hasSuffix("tap Account\n"))
        #expect(files[1].text.hasSuffix("type email a@b.c\ntap Sign In\n"))
        #expect(files[0].text.contains("#   state=$(mktemp -d)\n"))
        #expect(files[0].text.contains("#   flowrun run app.lua --events out/03-flow-error.events --state \"$state\" --fresh\n"))
        #expect(files[0].text.contains("#   flowrun run app.lua --events out/03-flow-error.2.events --state \"$state\"\n"))
        #expect(files[1].text.contains("#   stack traceback: x\n"))
        #expect(files.allSatisfy { FindingEventsFile.isFindingFile($0.name) })
    }

    @Test("the replay lines, pasted into a shell, pass a hostile flow path as one word and run in a fresh temporary folder", arguments: [false, true])
    func replayLinesAreShellQuoted(relaunches: Bool) throws {
        // Given: a flow path that runs a command if a shell reads it unquoted
        let scratch = try TemporaryDirectory()
        let marker = scratch.path("pwned")
        let flow = "flows/it's $(touch \(marker)) `touch \(marker)`.lua"
        let path: [ExploreAction] = relaunches ? [.event(.tap(title: "A")), .relaunch, .event(.back)] : [.event(.back)]
        let finding = ExploreFinding(kind: .deadEnd, screen: "about", message: "nothing", path: path)
        let files = FindingEventsFile.files(for: finding, number: 1, flow: flow, directory: "out dir")
        let replay = files[0].text.split(separator: "\n").map(String.init)
            .drop { $0 != "# Replay:" }.dropFirst().prefix { $0.hasPrefix("#   ") }.map { $0.dropFirst(4) }

        // When: the lines run in sh, flowrun standing in as a function that records its arguments
        let arguments = scratch.path("arguments")
        let script = ["export TMPDIR=\(ShellWord.quoted(scratch.path("tmp")))", "mkdir \"$TMPDIR\"",
            "flowrun() { printf '%s\\n' \"$@\" >> \(ShellWord.quoted(arguments)); }"] + replay
        let result = try ExternalTool.run("/bin/sh", ["-c", script.joined(separator: "\n")])

        // Then: the path arrived whole, nothing ran, and the state folder is a new one under TMPDIR
        #expect(result.status == 0, "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        let words = try String(contentsOfFile: arguments, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words.count == (relaunches ? 13 : 7))
        #expect(Array(words.prefix(4)) == ["run", flow, "--events", "out dir/01-dead-end.events"])
        #expect(words[4] == "--state" && words[5].hasPrefix(scratch.path("tmp") + "/") && words[6] == "--fresh")
        if relaunches {
            #expect(Array(words.dropFirst(7)) == ["run", flow, "--events", "out dir/01-dead-end.2.events", "--state", words[5]])
        }
        #expect(!files[0].text.contains("/tmp/flowrun-finding"))
    }

    @Test("a line break in a finding's screen name or message stays inside the header comment")
    func findingHeaderStaysAComment() throws {
        // Given
        let hostile = ExploreFinding(
            kind: .deadEnd, screen: "about\ntap Delete", message: "nothing\r\ntap Wipe", path: [.event(.back)])

        // When
        let files = FindingEventsFile.files(for: hostile, number: 1, flow: "app.lua", directory: "out")
        let events = try FlowEventParser(source: files[0].name).parse(text: files[0].text)

        // Then
        #expect(events.map(\.event) == [.back])
        #expect(files[0].text.contains("about\\010tap Delete"))
    }

    @Test("a finding without a relaunch is one file the events parser reads back as the same events")
    func findingFileParsesBack() throws {
        // Given
        let plain = ExploreFinding(
            kind: .deadEnd, screen: "about", message: "nothing", path: [.event(.tap(title: "About")), .event(.back)])

        // When
        let files = FindingEventsFile.files(for: plain, number: 1, flow: "app.lua", directory: "out")
        let events = try FlowEventParser(source: files[0].name).parse(text: files[0].text)

        // Then
        #expect(files.count == 1)
        #expect(events.map(\.event) == [.tap(title: "About"), .back])
    }

    @Test("only files named like findings are taken for an earlier run's", arguments: [
        ("01-flow-error.events", true), ("12-no-effect.2.events", true), ("notes.events", false),
        ("01-unknown-kind.events", false), ("01-dead-end.txt", false), ("x1-dead-end.events", false),
    ])
    func findingFileNames(name: String, isFinding: Bool) {
        #expect(FindingEventsFile.isFindingFile(name) == isFinding)
    }

    @Test("an inputs file gives each field its own values first; '*' gives them to every field")
    func inputsFileValues() throws {
        // Given
        let inputs = try ExploreInputs(text: "# demo\nemail agent@shield.org\n\n* hello world\n", source: "x.inputs")

        // When
        let email = inputs.values(for: ScreenField(id: "email"))
        let name = inputs.values(for: ScreenField(id: "name"))

        // Then
        #expect(email.prefix(3).map(\.text) == ["agent@shield.org", "hello world", "user@example.com"])
        #expect(name.first?.text == "hello world")
        #expect(Set(email.map(\.label)).isSuperset(of: ["empty", "spaces", "long", "unicode", "plausible"]))
    }

    @Test("an inputs line without a text names the file and line")
    func invalidInputsLine() {
        #expect(throws: ExploreError.invalidInputs(
            source: "bad.inputs", line: 2, reason: "'email' has a field but no text: write FIELD TEXT")) {
            try ExploreInputs(text: "# ok\nemail\n", source: "bad.inputs")
        }
    }

    @Test("an inputs file that cannot be read is named with the reason")
    func unreadableInputs() {
        #expect {
            try ExploreInputs(contentsOf: URL(fileURLWithPath: "/nonexistent/demo.inputs"))
        } throws: { error in
            (error as? ExploreError)?.description == "cannot read the inputs file /nonexistent/demo.inputs: No such file or directory"
        }
    }

    @Test("the JUnit report has one case per screen and check, failing where an error was found")
    func junitCasesPerScreenAndKind() async throws {
        // Given
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua")

        // When
        let xml = ExploreJUnit.text(of: result)

        // Then
        let cases = xml.components(separatedBy: "<testcase ").count - 1
        #expect(cases == result.map.nodes.count * ExploreFindingKind.allCases.count)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)  // the failed callback, the dead end
        #expect(xml.contains("name=\"callback failed on login &quot;Sign In&quot;\""))
        #expect(xml.contains("<system-out>tapping &apos;Help&apos;") || xml.contains("<system-out>tapping 'Help'"))
        #expect(xml.contains("tests=\"\(cases)\" failures=\"2\""))
    }

    @Test("the map's DOT names screens by module and title and draws failures in red")
    func dotDrawsScreensAndFindings() async throws {
        // Given
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua")

        // When
        let dot = FlowMapDOT.text(of: result.map, title: result.flow, findings: result.findings)

        // Then
        #expect(dot.hasPrefix("digraph flow {"))
        #expect(dot.contains("[label=\"home \\\"Home\\\"\", penwidth=2]"))
        #expect(dot.contains("-> s1 [label=\"tap Account\"]"))
        #expect(dot.contains("[label=\"callback failed\", shape=note, color=red, fontcolor=red]"))
        #expect(dot.contains("-> f3_callback_failed [label=\"tap Sign In\", color=red, fontcolor=red]"))
        #expect(!dot.contains("type password"))  // typing that stays on its screen draws no arrow
        #expect(dot.contains("[label=\"about \\\"About\\\"\\n(dead end)\", color=red, fontcolor=red]"))
    }

    @Test("the summary says what was explored, why it stopped, and each finding with its path")
    func summaryText() async throws {
        // Given
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua")

        // When
        let text = ExploreSummary.text(of: result, files: [0: ["out/01-flow-error.events"]])

        // Then
        #expect(text.contains("every reachable state was explored"))
        #expect(text.contains("2 errors, 1 warning"))
        #expect(text.contains("error: callback failed on login \"Sign In\", depth 5"))
        #expect(text.contains("  path: tap Account > tap Open Login > type "))
        #expect(text.contains("  replay: out/01-flow-error.events"))
        #expect(text.contains("warning: button does nothing on home \"Home\", depth 1"))
    }
}
