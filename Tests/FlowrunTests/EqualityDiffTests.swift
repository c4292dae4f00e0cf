import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// A failed `to_equal` on tables or texts of several lines, as a person reads it: a line diff of only the
/// differing parts with their paths and some context, the same lines in the console, JUnit, TAP and HTML.
@Suite("flowrun test: line diffs of failed equalities")
struct EqualityDiffTests {
    private let spec = "Tests/Fixtures/specs/equality_diff_spec.lua"

    /// The diff lines of the table scenario, as the console and JUnit indent them under the message.
    private let tableDiff = """
        Difference (- expected, + actual):
            ... (9 unchanged lines)
            [4].done = false
            [4].id = "item-4"
          - [4].title = "Item number 4"
          + [4].title = "Milk"
            [5].done = false
        """

    @Test("The console shows a short message and the aligned diff of the differing leaves, paths shown")
    func consoleShowsTheDiff() throws {
        // When
        let result = try FlowrunProcess.run(["test", "--no-color", spec])

        // Then
        #expect(result.status == 1)
        let indented = tableDiff.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        #expect(result.stdout.contains(
            "equality_diff_spec.lua:11: expected a table equal to the expected one, got one that differs first at [4].title\n"
                + indented), "\(result.stdout)")
        #expect(result.stdout.contains("    - [7].done = false\n    + [7].done = true\n"))
        #expect(result.stdout.contains("      two\n    - THREE\n    + three\n      four\n"))
        #expect(result.stdoutLines.allSatisfy { $0.count < 200 }, "a line of 200 characters or more")
    }

    @Test("JUnit (read by xmllint), TAP (read by prove and a YAML parser) and HTML carry the same diff")
    func reportsCarryTheDiff() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let run = try FlowrunProcess.run(
            ["test", "--no-color", spec, "--junit", scratch.path("junit.xml"), "--html", scratch.path("report.html")])
        let tap = try FlowrunProcess.run(["test", "--no-color", "--tap", spec])

        // Then: JUnit
        #expect(run.status == 1)
        if let xmllint = ExternalTool.path(of: "xmllint") {
            let failure = try ExternalTool.run(
                xmllint, ["--xpath", "string(//testcase[@name='Diff tables']/failure)", scratch.path("junit.xml")])
            #expect(failure.status == 0)
            #expect(failure.output.contains(tableDiff), "\(failure.output)")
        } else {
            #expect(!ExternalTool.isCI, "xmllint is not installed (libxml2-utils)")
        }
        // TAP: the diagnostics' message holds the same lines
        let tapFile = try scratch.write(tap.stdout, to: "run.tap")
        if let prove = ExternalTool.path(of: "prove") {
            let parsed = try ExternalTool.run(prove, ["--exec", "cat", tapFile])
            #expect(!parsed.output.contains("Parse errors"), "\(parsed.output)")
        }
        if let python = ExternalTool.path(of: "python3") {
            let script = """
                import sys, yaml
                text = open(sys.argv[1]).read()
                block = text.split("not ok 1 - Diff tables\\n  ---\\n")[1].split("\\n  ...")[0]
                print(yaml.safe_load(block)["message"], end="")
                """
            let message = try ExternalTool.run(python, ["-c", script, tapFile])
            if !message.output.contains("No module named 'yaml'") {
                #expect(message.output.contains(
                    "expected a table equal to the expected one, got one that differs first at [4].title\n" + tableDiff),
                    "\(message.output)")
            }
        }
        // HTML: each diff line in a span coloured by its side
        let html = try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
        #expect(html.contains("<span class=\"expected\">  - [4].title = &quot;Item number 4&quot;</span>")
            || html.contains("<span class=\"expected\">  - [4].title = \"Item number 4\"</span>"))
        #expect(html.contains("<span class=\"actual\">  + [4].title = &quot;Milk&quot;</span>")
            || html.contains("<span class=\"actual\">  + [4].title = \"Milk\"</span>"))
    }
}
