import Foundation
import Testing

/// `flowrun test` over the paths it is given: unreadable files said in flowrun's words.
@Suite("flowrun test: finding and reading specs")
struct TestDiscoveryTests {
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
