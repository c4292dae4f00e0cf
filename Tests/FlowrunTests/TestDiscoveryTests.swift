import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test` over the paths it is given: links followed, empty specs and unreadable files said in
/// flowrun's words, on the right stream with the right status.
@Suite("flowrun test: finding and reading specs")
struct TestDiscoveryTests {
    /// A spec of one passing scenario that needs no flow.
    private let passing = """
        describe("Plain", function()
          it("passes", function()
            expect(1).to_equal(1)
          end)
        end)

        """

    @Test("A symbolic link to a folder of specs is followed, with or without a trailing slash")
    func linkToFolderRunsItsSpecs() throws {
        // Given
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("specs"), withIntermediateDirectories: true)
        try scratch.write(passing, to: "specs/plain_spec.lua")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: scratch.path("specs"))

        for path in [scratch.path("link"), scratch.path("link") + "/"] {
            // When
            let result = try FlowrunProcess.run(["test", "--no-color", path])

            // Then
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutLines.last?.hasPrefix("1 passed, 0 failed in ") == true)
        }
    }

    @Test("Specs that declare nothing exit 2 naming them; an empty one among others is a note on stderr")
    func emptySpecsAreSaidOnStderr() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let empty = try scratch.write("-- nothing declared yet\n", to: "empty_spec.lua")

        // When
        let alone = try FlowrunProcess.run(["test", "--no-color", empty])
        try scratch.write(passing, to: "plain_spec.lua")
        let amongOthers = try FlowrunProcess.run(["test", "--no-color", scratch.url.path])

        // Then
        #expect(alone.status == 2)
        #expect(alone.stderr.hasPrefix("flowrun: no scenarios declared in "))
        #expect(alone.stderr.contains("empty_spec.lua"))
        #expect(amongOthers.status == 0)
        #expect(amongOthers.stderr.hasPrefix("flowrun: no scenarios declared in "))
        #expect(amongOthers.stderr.hasSuffix("empty_spec.lua\n"))
        #expect(amongOthers.stdoutLines.last?.hasPrefix("1 passed, 0 failed in ") == true)
    }

    @Test("/dev/null named as a spec is reported as not a regular file, in flowrun's words")
    func deviceIsNotASpec() throws {
        // When
        let result = try FlowrunProcess.run(["test", "--no-color", "/dev/null"])

        // Then
        #expect(result.status == 1)
        #expect(result.stdout.contains("/dev/null:1: cannot read the spec /dev/null: not a regular file but a character device"))
        #expect(!result.stdout.contains("permission"))
    }

    @Test("With no path and no project file, flowrun test runs the working folder's specs at every depth")
    func noPathRunsTheWorkingFoldersSpecs() throws {
        // Given: a folder of specs with no flowhost.json, one spec deeper down, one in a hidden folder
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("deep/er"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path(".cache"), withIntermediateDirectories: true)
        try scratch.write(passing, to: "plain_spec.lua")
        try scratch.write(passing, to: "deep/er/other_spec.lua")
        try scratch.write("this is not lua", to: ".cache/stale_spec.lua")

        // When
        let result = try FlowrunProcess.run(["test", "--no-color", "--list"], in: scratch.url)
        let run = try FlowrunProcess.run(["test", "--no-color"], in: scratch.url)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("deep/er/other_spec.lua:2: Plain passes"))
        #expect(result.stdout.contains("\nplain_spec.lua:2: Plain passes"))
        #expect(!result.stdout.contains("stale"))
        #expect(run.stdoutLines.last?.hasPrefix("2 passed, 0 failed") == true, "\(run.stdout)")
    }

    @Test("With no path and no spec in the working folder, the message says where it looked and how to point elsewhere")
    func noPathAndNoSpecsSaysWhere() throws {
        // Given
        let scratch = try TemporaryDirectory()
        try scratch.write("print(1)\n", to: "helper.lua")

        // When
        let result = try FlowrunProcess.run(["test", "--no-color"], in: scratch.url)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: no *_spec.lua files in the working folder "))
        #expect(result.stderr.contains("flowhost.json"))
        #expect(result.stderr.contains("flowrun test path/to/specs"))
    }
}
