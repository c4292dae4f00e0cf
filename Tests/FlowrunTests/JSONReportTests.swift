import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test --reporter json` as a tool reads it: stdout is one JSON document, of the documented schema.
@Suite("flowrun test --reporter json")
struct JSONReportTests {
    @Test("stdout is one JSON document with the counts, each result and a failure's place and diff; every key is documented")
    func reportIsOneDocumentedDocument() throws {
        // Given
        let scratch = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run([
            "test", "--reporter", "json", "--coverage-dir", scratch.path("coverage"), "--shuffle", "--seed", "7",
            "Tests/Fixtures/specs/equality_diff_spec.lua", "Tests/Acceptance/onboarding_spec.lua",
        ])

        // Then
        #expect(result.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(document["schema"] as? Int == 1)
        #expect(document["failed"] as? Int == 2)
        #expect((document["passed"] as? Int ?? 0) > 0)
        #expect(document["seeds"] as? [String] == ["7"])
        #expect(document["seconds"] is Double)
        let results = try #require(document["results"] as? [[String: Any]])
        let tables = try #require(results.first { $0["name"] as? String == "Diff tables" })
        #expect(tables["status"] as? String == "failed")
        #expect(tables["kind"] as? String == "failure")
        #expect((tables["at"] as? [String: Any])?["line"] as? Int == 11)
        #expect((tables["diff"] as? [String])?.contains("+ [4].title = \"Milk\"") == true, "\(tables)")
        #expect(result.stderr.contains("Coverage: lines of the flows the scenarios ran"))
        // Every key the document uses is in docs/Specs.md's schema
        let docs = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/Specs.md"), encoding: .utf8)
        let keys = Set(document.keys).union(results.flatMap(\.keys))
        for key in keys {
            #expect(docs.contains("`\(key)`"), "docs/Specs.md does not document \(key)")
        }
    }
}
