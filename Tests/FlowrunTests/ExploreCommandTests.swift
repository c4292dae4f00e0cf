import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun explore` as a user runs it: findings replayed by `flowrun run`, reports written, bad input refused.
@Suite("flowrun explore")
struct ExploreCommandTests {
    private let planted = "Tests/Fixtures/explore/planted.lua"

    @Test("each finding's events file replays, with flowrun run --fresh, to the same failure")
    func findingsReplayWithRun() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["explore", planted, "--findings", scratch.path("findings"), "--time-budget", "3600"])

        // Then: exit 1 for the errors, a summary naming the files
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("2 errors, 1 warning"))
        // errors first, the shallowest first
        let deadEnd = scratch.path("findings/01-dead-end.events")
        let failed = scratch.path("findings/02-callback-failed.events")
        #expect(result.stdout.contains("replay: \(failed)"))
        let replay = try FlowrunProcess.run(
            ["run", planted, "--events", failed, "--fresh", "--state", scratch.path("state")])
        #expect(replay.status == 1)
        #expect(replay.stderr.contains("planted: a user id of 2002 characters"))
        // the dead end replays to the screen that offers nothing
        let end = try FlowrunProcess.run(
            ["run", planted, "--events", deadEnd, "--fresh", "--state", scratch.path("state2")])
        #expect(end.status == 0)
        #expect(end.stdout.contains("About"))
        #expect(!end.stdout.contains("[1]"))
    }

    @Test("a second run replaces the first run's finding files and leaves other files alone")
    func earlierFindingsReplaced() throws {
        // Given: a finding file an earlier run wrote, and files of finding-like names it did not write
        let scratch = try TemporaryDirectory()
        let folder = scratch.path("findings")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try scratch.write("# flowrun explore: timeout on x, depth 1\ntap Old\n", to: "findings/07-timeout.events")
        _ = try scratch.write("keep me\n", to: "findings/notes.txt")
        _ = try scratch.write("tap Mine\n", to: "findings/08-timeout.events")
        _ = try scratch.write("# flowrun explore: x\n", to: "findings/\u{0660}\u{0663}-timeout.events")
        try FileManager.default.createDirectory(atPath: scratch.path("findings/09-timeout.events"), withIntermediateDirectories: true)
        _ = try scratch.write("# flowrun explore: x\n", to: "findings/09-timeout.events/inside")

        // When
        let result = try FlowrunProcess.run(["explore", "Tests/Fixtures/explore/counter.lua", "--findings", folder])

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("findings/07-timeout.events")))
        #expect(result.stderr.contains("removed 1 events file an earlier run wrote in \(folder)"))
        for kept in ["notes.txt", "08-timeout.events", "\u{0660}\u{0663}-timeout.events", "09-timeout.events/inside"] {
            #expect(FileManager.default.fileExists(atPath: scratch.path("findings/" + kept)), "\(kept)")
        }
    }

    @Test("The README's command explores the demo app whole by default, says it wrote the map, and passes --strict")
    func demoExploredWholeByDefault() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let arguments = [
            "explore", "examples/app.lua", "--inputs", "examples/demo.inputs", "--findings", scratch.path("f"),
            "--graph", scratch.path("map.dot"), "--strict",
        ]

        // When
        let whole = try FlowrunProcess.run(arguments)
        let cut = try FlowrunProcess.run(arguments + ["--max-depth", "6"])

        // Then
        #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
        #expect(whole.stdout.contains("every reachable state was explored"))
        #expect(whole.stdout.contains("items.details \"Milk\": 3/3"))
        #expect(whole.stderr.contains("flowrun: wrote \(scratch.path("map.dot"))"))
        #expect(cut.status == 1)
        #expect(cut.stdout.contains("stopped at --max-depth"))
    }

    @Test("The summary lists an alert's own actions, not the buttons it covers, and a tap that failed as failed")
    func summaryAccountsForAlertsAndFailedTaps() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["explore", "Tests/Fixtures/explore/alert-and-error.lua", "--findings", scratch.path("f")])

        // Then
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  home \"Home\": 2/2; tap failed (see the errors below): \"Explode\""), "\(result.stdout)")
        #expect(lines.contains("  error \"Login Failed\" + alert \"Login Failed\": 2/2 alert actions"), "\(result.stdout)")
        #expect(!result.stdout.contains("not tapped within the limits"))
        #expect(result.stdout.contains("error: flow error on home \"Home\", depth 1"))
    }

    @Test("--junit, --graph and --json write reports tools read")
    func reportsWritten() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run([
            "explore", planted, "--findings", scratch.path("f"), "--time-budget", "3600", "--junit", scratch.path("explore.xml"),
            "--graph", scratch.path("map.dot"), "--json",
        ])

        // Then
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = (json?["result"] as? [String: Any])?["findings"] as? [[String: Any]]
        #expect(findings?.count == 3)
        #expect((json?["replay_files"] as? [[String]])?.count == 3)
        let coverage = (json?["result"] as? [String: Any])?["coverage"] as? [[String: Any]]
        #expect(coverage?.first?["never_enabled"] != nil && coverage?.first?["is_alert"] != nil)
        #expect(!result.stdout.contains("neverEnabled") && !result.stdout.contains("isAlert"))
        let xml = try String(contentsOfFile: scratch.path("explore.xml"), encoding: .utf8)
        #expect(xml.contains("failures=\"2\""))
        if let xmllint = ExternalTool.path(of: "xmllint") {
            let check = try ExternalTool.run(xmllint, ["--noout", "--schema", JUnitSchema.path, scratch.path("explore.xml")])
            #expect(check.status == 0, "\(check.output)")
        } else {
            #expect(!ExternalTool.isCI, "xmllint is not installed (libxml2-utils)")
        }
        let dot = try String(contentsOfFile: scratch.path("map.dot"), encoding: .utf8)
        #expect(dot.hasPrefix("digraph flow {"))
    }

    @Test("--graph map.svg is drawn by Graphviz", .enabled(if: ExploreCommandTests.hasGraphviz))
    func svgDrawn() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["explore", "Tests/Fixtures/explore/counter.lua", "--findings", scratch.path("f"), "--graph", scratch.path("map.svg")])

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: scratch.path("map.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("counter"))
    }

    @Test("without Graphviz, --graph map.png writes map.dot, says why, and exits 2")
    func graphvizMissing() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When: a PATH without dot
        let result = try FlowrunProcess.run(
            ["explore", "Tests/Fixtures/explore/counter.lua", "--findings", scratch.path("f"), "--graph", scratch.path("map.png")],
            environment: ["PATH": "/nonexistent"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("Graphviz's `dot` is not on PATH (install it: apt-get install graphviz)"))
        #expect(result.stderr.contains("the map was written as DOT to \(scratch.path("map.dot"))"))
        #expect(FileManager.default.fileExists(atPath: scratch.path("map.dot")))
        #expect(result.stdout.contains("0 errors, 0 warnings"))
    }

    @Test("a flow that does not load ends the run as flowrun run does: exit 2, the error named")
    func flowThatDoesNotLoad() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let flow = try scratch.write("return function(app)\n  app.nav:replace_root(\n", to: "broken.lua")

        // When
        let result = try FlowrunProcess.run(["explore", flow, "--findings", scratch.path("f")])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.lua:"))
        #expect(result.stdout.isEmpty)
    }

    @Test("bad input is refused before exploring, naming the file, line or value", arguments: [
        (["--inputs", "/nonexistent/demo.inputs"], "cannot read the inputs file /nonexistent/demo.inputs: No such file or directory"),
        (["--junit", "/nonexistent/dir/explore.xml"], "cannot write the JUnit report /nonexistent/dir/explore.xml"),
        (["--graph", "map.pdf"], "--graph map.pdf: name a .dot, .gv, .svg or .png file"),
        (["--max-depth", "0"], "--max-depth 0: give a whole number of at least 1"),
        (["--state", "/nonexistent/state"], "no state file at /nonexistent/state/flowhost.sqlite"),
    ])
    func badInputRefused(arguments: [String], message: String) throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["explore", planted, "--findings", scratch.path("f")] + arguments)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("an inputs line without a text names the file and the line")
    func invalidInputsLine() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let inputs = try scratch.write("# demo\nemail\n", to: "bad.inputs")

        // When
        let result = try FlowrunProcess.run(["explore", planted, "--inputs", inputs, "--findings", scratch.path("f")])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.inputs:2: 'email' has a field but no text: write FIELD TEXT"))
    }

    @Test("--state starts from a copy of a saved state and leaves the file as it was")
    func stateCopied() throws {
        // Given: a state where the tutorial was seen
        let scratch = try TemporaryDirectory()
        let state = scratch.path("state")
        let seen = try FlowrunProcess.run(
            ["run", "scripts/onboarding.lua", "--fresh", "--state", state,
             "--events", "Tests/Fixtures/onboarding.events"])
        try #require(seen.status == 0, "\(seen.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: state + "/flowhost.sqlite"))

        // When
        let result = try FlowrunProcess.run(
            ["explore", "examples/app.lua", "--state", state, "--max-depth", "2", "--findings", scratch.path("f"), "--json"])

        // Then: the app starts on the login, the tutorial being seen
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let nodes = ((json?["result"] as? [String: Any])?["map"] as? [String: Any])?["nodes"] as? [[String: Any]]
        #expect(nodes?.first?["module"] as? String == "login")
        let after = try Data(contentsOf: URL(fileURLWithPath: state + "/flowhost.sqlite"))
        #expect(after == before)
    }

    static var hasGraphviz: Bool { ExternalTool.runsTests(needing: "dot") }

    @Test("a run that ends before its reports are written (a flow that does not load) leaves the previous ones whole")
    func earlyEndKeepsPreviousReports() throws {
        // Given: the reports of an earlier run
        let scratch = try TemporaryDirectory()
        let junit = try scratch.write("<testsuites><!-- earlier --></testsuites>", to: "explore.xml")
        let graph = try scratch.write("digraph earlier {}", to: "map.dot")

        // When
        let result = try FlowrunProcess.run(
            ["explore", "Tests/Fixtures/flowrun/syntax-error.lua", "--findings", scratch.path("findings"),
             "--junit", junit, "--graph", graph])

        // Then
        #expect(result.status == 2, "\(result.stderr)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8) == "<testsuites><!-- earlier --></testsuites>")
        #expect(try String(contentsOfFile: graph, encoding: .utf8) == "digraph earlier {}")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["explore.xml", "map.dot"])
    }

    @Test("a limit saves the frontier, --resume goes on to the whole result, and the completed run removes the file")
    func limitSavesFrontierAndResumeFinishes() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let findings = scratch.path("findings")
        let frontier = findings + "/frontier.state"

        // When
        let stopped = try FlowrunProcess.run(["explore", planted, "--findings", findings, "--max-states", "2", "--json"])
        let resumed = try FlowrunProcess.run(["explore", planted, "--findings", findings, "--resume", frontier, "--json"])
        let whole = try FlowrunProcess.run(["explore", planted, "--findings", scratch.path("whole"), "--json"])

        // Then
        #expect(stopped.stderr.contains("saved the frontier left in \(frontier): go on with --resume \(frontier)"), "\(stopped.stderr)")
        #expect(stopped.stdout.contains("\"frontier\""))
        #expect(resumed.status == whole.status, "\(resumed.stderr)")
        let result = { (text: String) -> [String: Any]? in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["result"] as? [String: Any]
        }
        for key in ["states", "actions", "stop"] {
            #expect("\(result(resumed.stdout)?[key] ?? "none")" == "\(result(whole.stdout)?[key] ?? "none")", "\(key)")
        }
        #expect(!FileManager.default.fileExists(atPath: frontier))
    }

    @Test("--resume refuses a missing, foreign or damaged file, naming it, with exit 2",
          arguments: [("missing.state", nil), ("foreign.state", "{}"), ("damaged.state", "# flowrun explore frontier, version 1\n{")])
    func badResumeFileRefused(name: String, content: String?) throws {
        // Given
        let scratch = try TemporaryDirectory()
        if let content {
            _ = try scratch.write(content, to: name)
        }

        // When
        let result = try FlowrunProcess.run(
            ["explore", planted, "--findings", scratch.path("findings"), "--resume", scratch.path(name)])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot resume from \(scratch.path(name))"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("shards write their parts and exit 0; --merge reports what one run reports, with its exit status")
    func shardsMergeToOneRun() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let first = try FlowrunProcess.run(["explore", planted, "--findings", scratch.path("a"), "--shard", "1/2", "--json"])
        let second = try FlowrunProcess.run(["explore", planted, "--findings", scratch.path("b"), "--shard", "2/2", "--json"])
        let merged = try FlowrunProcess.run(
            ["explore", planted, "--findings", scratch.path("m"), "--json", "--merge", scratch.path("b/part-2-of-2.state"),
             scratch.path("a/part-1-of-2.state")])
        let whole = try FlowrunProcess.run(["explore", planted, "--findings", scratch.path("w"), "--json"])

        // Then
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(first.stderr.contains("wrote shard 1/2 as \(scratch.path("a/part-1-of-2.state")): merge the parts with --merge"))
        #expect(merged.status == whole.status, "\(merged.stderr)")
        let result = { (text: String) -> [String: Any]? in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["result"] as? [String: Any]
        }
        // compared as JSON with sorted keys: a dictionary's description has no fixed order
        let canonical = { (value: Any?) -> Data? in
            value.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
        }
        for key in ["states", "actions", "stop", "findings", "map"] {
            let (ours, theirs) = (canonical(result(merged.stdout)?[key]), canonical(result(whole.stdout)?[key]))
            #expect(ours != nil && ours == theirs, "\(key)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("m")).contains("02-callback-failed.events"))
    }

    @Test("a bad --shard or --merge is refused with exit 2, naming the value or the file", arguments: [
        (["--shard", "3/2"], "--shard 3/2: the shard must be between 1 and 2"),
        (["--shard", "0/0"], "--shard 0/0: give at least one shard"),
        (["--shard", "two"], "--shard two: write K/N"),
        (["--shard", "1/2", "--merge", "x.state"], "--shard and --merge do not go together"),
        (["--merge", "missing.state"], "cannot merge missing.state: No such file or directory"),
    ])
    func badShardOrMergeRefused(arguments: [String], message: String) throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["explore", planted, "--findings", scratch.path("f")] + arguments)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
