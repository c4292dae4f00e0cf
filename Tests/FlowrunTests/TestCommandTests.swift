import Foundation
import Testing

/// `flowrun test` end to end: what reaches stdout and stderr, and the options' own messages.
@Suite("flowrun test")
struct TestCommandTests {
    private let prints = "Tests/Fixtures/specs/prints_spec.lua"

    @Test("--tap keeps stdout a TAP stream when specs print; what a file prints while declaring goes to stderr")
    func printsStayOutOfTheTAPStream() throws {
        // When
        let result = try FlowrunProcess.run(["test", prints, "--tap", "--jobs", "1"])

        // Then
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("TAP version 13\n1..2\nok 1 - Printing prints and passes\n"))
        #expect(!result.stdout.contains("\nbefore the launch"))
        #expect(result.stdout.contains("\n    before the launch\n"))
        #expect(result.stderr == "declaring the scenarios\n")
    }
}
