import Foundation
import Testing

/// `flowrun test` over the paths it is given: links followed, unreadable files said in flowrun's words.
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
            #expect(result.stdoutLines.last == "1 passed, 0 failed")
        }
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
}
