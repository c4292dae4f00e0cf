import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// `--tap` end to end: the stream real failures produce is TAP version 13 that TAP consumers parse.
@Suite("TAP stream")
struct TAPStreamTests {
    @Test("A failure with a multi-line message and a screen has a YAML block whose every line is indented")
    func yamlBlockLinesAreAllIndented() async throws {
        // Given
        let (_, output) = try await Self.runTAP([IntegrationSupport.multiline])

        // When
        let block = try Self.yamlBlock(in: output.lines)

        // Then
        #expect(block.first == "  message: \"first line\\n\\nthird line\\n\\n\"")
        for line in block {
            #expect(line.hasPrefix("  "), "unindented line \(String(reflecting: line)) in \(block)")
        }
        let screen = try #require(block.firstIndex(of: "  screen: |"))
        let screenLines = block[(screen + 1)...].prefix { $0.hasPrefix("    ") }
        #expect(screenLines.contains { $0.contains("Tapped 1") })
    }

    @Test("prove parses the stream without parse errors",
          .enabled(if: ExternalTool.path(of: "prove") != nil, "prove (Perl) is not installed"))
    func proveParsesTheStream() async throws {
        // Given
        let (_, output) = try await Self.runTAP([IntegrationSupport.multiline, IntegrationSupport.greeting])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flowspec-\(UUID().uuidString).tap")
        defer { try? FileManager.default.removeItem(at: file) }
        try output.text.write(to: file, atomically: false, encoding: .utf8)

        // When
        let prove = try ExternalTool.run(try #require(ExternalTool.path(of: "prove")), ["-v", "-e", "cat", file.path])

        // Then
        #expect(!prove.output.contains("Parse errors"), "\(prove.output)")
        #expect(!prove.output.contains("Badly formed"), "\(prove.output)")
        #expect(prove.output.contains("Failed 2/5 subtests"), "\(prove.output)")
    }

    private static func runTAP(_ paths: [String]) async throws -> (passed: Bool, output: OutputRecorder) {
        var options = IntegrationSupport.options(paths)
        options.tap = true
        options.jobs = 1
        return try await IntegrationSupport.run(options)
    }

    /// The lines between the first `  ---` and its `  ...`, both excluded.
    private static func yamlBlock(in lines: [String]) throws -> [String] {
        let start = try #require(lines.firstIndex(of: "  ---"))
        let end = try #require(lines[start...].firstIndex(of: "  ..."))
        return Array(lines[(start + 1)..<end])
    }
}
