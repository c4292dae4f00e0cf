import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test --last-failed` and `--failed-first`, as pytest users run them: the failures of the last run
/// again, or first; the record a file flowrun owns, and a file it does not own left alone.
@Suite("flowrun test --last-failed, --failed-first")
struct LastFailedTests {
    private let passing = "it(\"passes\", function() expect(1).to_equal(1) end)\n"
    private let failing = "it(\"fails\", function() expect(1).to_equal(2) end)\n"

    @Test("--last-failed runs only the last run's failures, and everything once none is left; --failed-first runs them first")
    func lastFailedAndFailedFirst() throws {
        // Given: a run with one failure
        let scratch = try TemporaryDirectory()
        try scratch.write(passing, to: "a_spec.lua")
        try scratch.write(failing, to: "b_spec.lua")
        let first = try FlowrunProcess.run(["test", "--no-color"], in: scratch.url)

        // When
        let again = try FlowrunProcess.run(["test", "--no-color", "--reporter", "list", "--last-failed"], in: scratch.url)
        let first2 = try FlowrunProcess.run(
            ["test", "--no-color", "--reporter", "list", "--jobs", "1", "--failed-first"], in: scratch.url)
        try scratch.write(passing.replacingOccurrences(of: "passes", with: "fixed"), to: "b_spec.lua")
        let fixed = try FlowrunProcess.run(["test", "--no-color", "--lf", "b_spec.lua"], in: scratch.url)
        let none = try FlowrunProcess.run(["test", "--no-color", "--lf"], in: scratch.url)

        // Then
        #expect(first.stdoutLines.last?.hasPrefix("1 passed, 1 failed in ") == true)
        #expect(again.stdoutLines.last?.hasPrefix("0 passed, 1 failed in ") == true, "\(again.stdout)")
        #expect(!again.stdout.contains("a_spec.lua"))
        let order = first2.stdoutLines.filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        #expect(order.first?.hasSuffix("b_spec.lua:1: fails") == true, "\(order)")
        #expect(order.count == 2)
        // The failure was replaced by a passing scenario of another name: nothing of it ran, so it stays...
        #expect(fixed.stderr.contains("--last-failed: no failure recorded for the scenarios selected; running them all"))
        // ...and a run of everything that passes clears it
        #expect(none.stdoutLines.last?.hasPrefix("1 passed, 0 failed in ") == true || none.stdoutLines.last?.hasPrefix("2 passed, 0 failed in ") == true)
        let cache = try String(contentsOfFile: scratch.path(".flowhost/cache/last-failed"), encoding: .utf8)
        #expect(cache.hasPrefix("# flowrun last-failed 1"))
        #expect(!cache.contains("b_spec.lua\tfixed"))
    }

    @Test("A file at the cache's place that flowrun did not write is left as it is, and the run says so")
    func foreignCacheIsLeftAlone() throws {
        // Given
        let scratch = try TemporaryDirectory()
        try scratch.write(failing, to: "b_spec.lua")
        try FileManager.default.createDirectory(atPath: scratch.path(".flowhost/cache"), withIntermediateDirectories: true)
        try scratch.write("my notes\n", to: ".flowhost/cache/last-failed")

        // When
        let result = try FlowrunProcess.run(["test", "--no-color", "--last-failed"], in: scratch.url)

        // Then
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: scratch.path(".flowhost/cache/last-failed"), encoding: .utf8) == "my notes\n")
        #expect(result.stderr.contains("is not flowrun's last-failed cache; left as it is"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path(".flowhost/cache"))
        #expect(left == ["last-failed"])
    }
}
