import Foundation
import Testing
@testable import FlowSpec

/// `print` in a spec or in the flow it drives is captured per scenario and reported with that scenario;
/// what a file prints while declaring its scenarios stays out of the report.
@Suite("Print capture")
struct PrintCaptureTests {
    @Test("A failing scenario's report shows what the spec and its flow printed, in order; a passing one's does not")
    func consoleShowsOutputUnderAFailure() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.prints])
        options.jobs = 1
        // Only the failures above the closing line: no slowest scenarios between them.
        options.reporter = .quiet
        let collection = OutputRecorder()

        // When
        let (_, output) = try await IntegrationSupport.run(options, collectionOutput: collection)

        // Then
        #expect(output.text.contains("""
              Output:
                before the launch
                the flow starts
                line one
                line two

            1 passed, 1 failed
            """))
        #expect(!output.text.contains("passing\t1"))
        #expect(!output.text.contains("declaring the scenarios"))
        #expect(collection.text == "declaring the scenarios\n")
    }

    @Test("--tap carries each scenario's output in its YAML block, and nothing printed reaches the stream raw")
    func tapCarriesOutputInYAML() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.prints])
        options.tap = true
        options.jobs = 1

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(Array(output.lines.prefix(6)) == [
            "TAP version 13", "1..2", "ok 1 - Printing prints and passes",
            "  ---", "  output: \"passing\\t1\\tnil\\ttrue\\n\"", "  ...",
        ])
        #expect(output.text.contains("""
              output: |
                before the launch
                the flow starts
                line one
                line two
              ...
            """))
        #expect(!output.lines.contains("declaring the scenarios"))
    }

    @Test("--junit gives each scenario's output as its system-out")
    func junitCarriesOutputAsSystemOut() async throws {
        // Given
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flowspec-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        var options = IntegrationSupport.options([IntegrationSupport.prints])
        options.junitPath = file.path

        // When
        _ = try await IntegrationSupport.run(options)

        // Then
        let xml = try String(contentsOf: file, encoding: .utf8)
        #expect(xml.contains("<system-out>passing\t1\tnil\ttrue\n</system-out>"))
        #expect(xml.contains("<system-out>before the launch\nthe flow starts\nline one\nline two\n</system-out>"))
    }

    @Test("--list shows only the listing: what the file prints while declaring goes aside")
    func listingStaysClean() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.prints])
        options.list = true
        let collection = OutputRecorder()

        // When
        let (_, output) = try await IntegrationSupport.run(options, collectionOutput: collection)

        // Then
        #expect(output.lines == [
            "\(IntegrationSupport.prints):6: Printing prints and passes",
            "\(IntegrationSupport.prints):10: Printing prints and fails",
            "2 scenarios",
        ])
        #expect(collection.text == "declaring the scenarios\n")
    }

    @Test("A file that prints and then fails to load shows its output with its load failure")
    func loadFailureShowsTheFileOutput() async throws {
        // Given
        let options = IntegrationSupport.options([IntegrationSupport.printsThenBreaks, IntegrationSupport.greeting])
        let collection = OutputRecorder()

        // When
        let (_, output) = try await IntegrationSupport.run(options, collectionOutput: collection)

        // Then
        #expect(output.text.contains("""
            COULD NOT LOAD \(IntegrationSupport.printsThenBreaks)
              \(IntegrationSupport.printsThenBreaks):1: broken on purpose
              Output:
                about to break
            """))
        #expect(collection.text.isEmpty)
    }
}
