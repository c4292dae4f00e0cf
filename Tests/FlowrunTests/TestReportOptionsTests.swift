import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test --reporter`, `--repeat` and `--html` from the command line.
@Suite("flowrun test reports")
struct TestReportOptionsTests {
    private let greeting = "Tests/Fixtures/specs/greeting_spec.lua"

    @Test("--reporter list prints a line per scenario; without it, plain output gets dots")
    func reporterChoosesTheConsoleStyle() throws {
        // When
        let list = try FlowrunProcess.run(["test", greeting, "--reporter", "list", "--no-color"])
        let plain = try FlowrunProcess.run(["test", greeting, "--no-color"])

        // Then
        #expect(list.status == 1)
        #expect(list.stdout.contains("PASS    "), "\(list.stdout)")
        #expect(list.stdout.contains("The 3 slowest scenarios:"))
        #expect(plain.stdout.split(separator: "\n").first.map { $0.sorted() } == ["*", ".", ".", "F"], "\(plain.stdout)")
        #expect(plain.stdout.split(separator: "\n").last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
    }

    @Test("--html writes the page; --repeat runs every round", .timeLimit(.minutes(1)))
    func htmlAndRepeat() throws {
        // Given
        let folder = try TemporaryDirectory()
        let page = folder.path("report.html")

        // When
        let result = try FlowrunProcess.run(
            ["test", greeting, "--exclude-tags", "failing", "--repeat", "2", "--html", page, "--no-color"])

        // Then
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("Round 1 of 2\n"))
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix("4 passed, 0 failed, 2 skipped in ") == true)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<title>flowrun test: 4 passed, 0 failed, 2 skipped</title>"))
    }

    @Test("Report options that cannot work are usage errors, exit 2", arguments: [
        (arguments: ["--repeat", "0"], message: "--repeat 0: the scenarios must run at least once"),
        (arguments: ["--tap", "--reporter", "dots"],
         message: "--reporter dots and --tap cannot be combined: TAP replaces the console report"),
        (arguments: ["--html", ""], message: "--html: the file path is empty"),
    ])
    func badReportOptionsAreUsageErrors(arguments: [String], message: String) throws {
        // When
        let result = try FlowrunProcess.run(["test", greeting] + arguments)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(message)\n"), "\(result.stderr)")
    }

    @Test("An unknown --reporter is refused with the styles there are")
    func unknownReporterIsRefused() throws {
        // When
        let result = try FlowrunProcess.run(["test", greeting, "--reporter", "loud"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("list"))
        #expect(result.stderr.contains("dots"))
        #expect(result.stderr.contains("quiet"))
    }
}
