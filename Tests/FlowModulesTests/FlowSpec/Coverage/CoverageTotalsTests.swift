import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The totals of `lcov.info`: each record's `LF:` counts its `DA:` lines and `LH:` those run at least once,
/// as genhtml and coverage services read them without looking at the `DA:` lines again.
@Suite("Coverage totals in lcov.info")
struct CoverageTotalsTests {
    /// One file's record: its `DA:` counts and its `LF:`/`LH:` totals.
    private struct Record {
        var path = ""
        var counts: [Int] = []
        var found: Int?
        var hit: Int?
    }

    private func records(_ lcov: String) -> [Record] {
        var records: [Record] = []
        var current = Record()
        for line in lcov.splitLines() {
            if line.hasPrefix("SF:") {
                current = Record(path: String(line.dropFirst(3)))
            } else if line.hasPrefix("DA:"), let count = line.split(separator: ",").last.flatMap({ Int($0) }) {
                current.counts.append(count)
            } else if line.hasPrefix("LF:") {
                current.found = Int(line.dropFirst(3))
            } else if line.hasPrefix("LH:") {
                current.hit = Int(line.dropFirst(3))
            } else if line == "end_of_record" {
                records.append(current)
            }
        }
        return records
    }

    @Test("LF: counts a file's executable lines and LH: those some scenario ran")
    func totalsMatchTheLineRecords() async throws {
        // Given
        let folder = try TemporaryDirectory()
        var options = IntegrationSupport.options(["Tests/Fixtures/coverage/counter_spec.lua"])
        options.coveragePath = folder.url.path

        // When
        let (passed, output) = try await IntegrationSupport.run(options)
        let lcov = try String(contentsOfFile: folder.path("lcov.info"), encoding: .utf8)

        // Then: the counter flow has 17 executable lines, 15 of them run (the summary says 15/17 too)
        #expect(passed, "\(output.text)")
        let counter = try #require(records(lcov).first { $0.path.hasSuffix("Tests/Fixtures/coverage/counter.lua") })
        #expect(counter.found == 17)
        #expect(counter.hit == 15)
        for record in records(lcov) {
            #expect(record.found == record.counts.count, "\(record.path)")
            #expect(record.hit == record.counts.filter { $0 > 0 }.count, "\(record.path)")
        }
    }

    @Test("a file whose lines no scenario ran has LH:0 beside an LF: of all its lines")
    func unrunFileHasNoHits() throws {
        // Given: a flow file in the coverage data with no line run
        let folder = try TemporaryDirectory()
        try folder.write("local a = 1\nlocal b = 2\nprint(a + b)\n", to: "flow.lua")
        let data = CoverageData(hits: [folder.path("flow.lua"): [:]])

        // When
        let lcov = CoverageReport(data, directory: folder.url).lcov

        // Then
        let record = try #require(records(lcov).first)
        #expect(record.counts.count >= 3 && record.counts.allSatisfy { $0 == 0 }, "\(lcov)")
        #expect(record.found == record.counts.count, "\(lcov)")
        #expect(record.hit == 0, "\(lcov)")
    }
}
