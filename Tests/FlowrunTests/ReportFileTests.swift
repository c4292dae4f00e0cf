import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test --junit FILE` and `flowrun run --output FILE` write into what the path names (a link's
/// target, a FIFO) instead of replacing it, and say in words why a path cannot be written.
@Suite("flowrun: report and transcript files")
struct ReportFileTests {
    private let spec = "Tests/Fixtures/specs/greeting_spec.lua"
    private let flow = "Tests/Fixtures/flowrun/two-screens.lua"

    @Test("a run that ends with exit 2 (no scenario declared) leaves a valid report of the error in --junit")
    func junitReportsARunThatEndedInAnError() throws {
        // Given a spec file that declares nothing, and the report of an earlier run
        let folder = try TemporaryDirectory()
        _ = try folder.write("describe(\"nothing\", function() end)\n", to: "empty_spec.lua")
        let report = try folder.write("<?xml version=\"1.0\"?><testsuites/>", to: "report.xml")

        // When
        let result = try FlowrunProcess.run(["test", folder.path("empty_spec.lua"), "--junit", report])

        // Then
        #expect(result.status == 2, "\(result.stderr)")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"flowrun test\" tests=\"1\""))
        #expect(xml.contains("<error message=\"no scenarios"))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test("--junit through a symbolic link writes the link's target and keeps the link")
    func junitFollowsSymbolicLinks() throws {
        // Given
        let folder = try TemporaryDirectory()
        let target = try folder.write("an older report", to: "target.xml")
        let link = folder.path("link.xml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        // When
        let result = try FlowrunProcess.run(["test", spec, "--junit", link])

        // Then
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test("--junit into a FIFO feeds its reader and leaves the FIFO in place")
    func junitWritesIntoAFIFO() throws {
        // Given
        let folder = try TemporaryDirectory()
        let fifo = folder.path("report.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let received = Pipe()
        reader.standardOutput = received
        try reader.run()

        // When
        let result = try FlowrunProcess.run(["test", spec, "--junit", fifo])
        let report = String(decoding: received.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()

        // Then
        #expect(result.status == 1, "\(result.stderr)")
        #expect(report.hasPrefix("<?xml"))
        #expect(report.hasSuffix("</testsuites>\n"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("--junit naming a folder says so in flowrun's words, exit 2",
          arguments: [
              (path: "{folder}", reason: "it is a folder"),
              (path: "{folder}/missing/report.xml", reason: "no such folder {folder}/missing"),
          ])
    func unwritableJUnitPathSaysWhy(path: String, reason: String) throws {
        // Given
        let folder = try TemporaryDirectory()
        let junit = path.replacingOccurrences(of: "{folder}", with: folder.url.path)

        // When
        let result = try FlowrunProcess.run(["test", spec, "--junit", junit])

        // Then
        #expect(result.status == 2)
        let expected = reason.replacingOccurrences(of: "{folder}", with: folder.url.path)
        #expect(result.stderr == "flowrun: cannot write the JUnit report \(junit): \(expected)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("An empty --junit, --output, --events or --state path is a usage error, exit 2", arguments: [
        (arguments: ["test", "Tests/Fixtures/specs/greeting_spec.lua", "--junit", ""], message: "--junit: the file path is empty"),
        (arguments: ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--transcript", "text", "--output", ""],
         message: "--output: the file path is empty"),
        (arguments: ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--events", ""],
         message: "--events: the file path is empty"),
        (arguments: ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--events", "/dev/null", "--state", ""],
         message: "--state: the file path is empty"),
    ])
    func emptyPathIsUsageError(arguments: [String], message: String) throws {
        // When
        let result = try FlowrunProcess.run(arguments)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(message)\n"))
    }

    @Test("run --output through a symbolic link writes the transcript to the link's target")
    func transcriptFollowsSymbolicLinks() throws {
        // Given
        let folder = try TemporaryDirectory()
        let target = try folder.write("", to: "run.txt")
        let link = folder.path("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--state", folder.path("s"), "--transcript", "text", "--output", link], events: "tap Next\n")

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("[0] start\n"))
    }

    @Test("a usage error found before anything runs (--shard 3/2, a missing spec) replaces the previous reports with its own",
          arguments: [["--shard", "3/2"], ["missing_spec.lua"]])
    func usageErrorReplacesPreviousReports(arguments: [String]) throws {
        // Given: the passing reports of an earlier run
        let folder = try TemporaryDirectory()
        let junit = try folder.write("<testsuites><!-- earlier pass --></testsuites>", to: "report.xml")
        let html = try folder.write("<html>earlier pass</html>", to: "report.html")
        let paths = arguments == ["missing_spec.lua"] ? [folder.path("missing_spec.lua")] : [spec] + arguments

        // When
        let result = try FlowrunProcess.run(["test"] + paths + ["--junit", junit, "--html", html])

        // Then
        #expect(result.status == 2, "\(result.stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<error message=\""), "\(xml)")
        #expect(!xml.contains("earlier pass"))
        #expect(!(try String(contentsOfFile: html, encoding: .utf8)).contains("earlier pass"))
    }

    @Test("a run stopped by SIGTERM leaves the previous reports as they were, no empty file, and says so")
    func sigtermLeavesPreviousReports() throws {
        // Given: an earlier report, and a spec stuck in a C function until it is stopped
        let folder = try TemporaryDirectory()
        let junit = try folder.write("<testsuites><!-- earlier --></testsuites>", to: "report.xml")

        // When
        let result = try FlowrunProcess.runStopped(
            ["test", "Tests/Fixtures/stuck/stuck_search_spec.lua", "--junit", junit], after: 1.5)

        // Then
        #expect(result.wasSignalled)
        #expect(try String(contentsOfFile: junit, encoding: .utf8) == "<testsuites><!-- earlier --></testsuites>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["report.xml"])
        #expect(
            result.stderr.contains("stopped by a signal before the report \(junit) was complete"), "\(result.stderr)")
    }
}
