import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// JUnit's two ways to fail: `failure` for a failed expectation, `error` for errors and timeouts.
@Suite("JUnit failures and errors")
struct JUnitFailureKindTests {
    static let file = "Tests/Acceptance/login_spec.lua"

    static func failed(_ name: String, line: Int, kind: ScenarioFailureKind?) -> ScenarioResult {
        ScenarioResult(
            scenario: Scenario(file: file, line: line, name: name, index: line),
            status: .failed, message: "\(name) went wrong", location: SourceLocation(source: file, line: line + 1),
            failureKind: kind)
    }

    static let outcome = ScenarioRunOutcome(results: [
        failed("expects", line: 1, kind: .expectation),
        failed("is refused", line: 3, kind: .refused),
        failed("raises", line: 5, kind: .error),
        failed("misuses the DSL", line: 7, kind: .usage),
        failed("of unknown kind", line: 9, kind: nil),
        ScenarioResult(
            scenario: Scenario(file: file, line: 11, name: "hangs", index: 11), status: .timeout, message: "budget"),
    ])

    @Test("failed expectations and refused steps are failures; Lua errors, DSL misuse and timeouts are errors")
    func failuresAndErrorsAreTold() {
        // When
        let xml = JUnitReporter().report(Self.outcome)

        // Then
        #expect(xml.contains("<testsuites name=\"flowrun test\" tests=\"6\" failures=\"3\" errors=\"3\" time="))
        #expect(xml.contains("<failure message=\"expects went wrong\" type=\"expectation\">"))
        #expect(xml.contains("<failure message=\"is refused went wrong\" type=\"refused\">"))
        #expect(xml.contains("<error message=\"raises went wrong\" type=\"lua\">"))
        #expect(xml.contains("<error message=\"misuses the DSL went wrong\" type=\"usage\">"))
        #expect(xml.contains("<failure message=\"of unknown kind went wrong\" type=\"expectation\">"))
        #expect(xml.contains("<error message=\"budget\" type=\"timeout\">"))
    }

    @Test("the report with errors of every kind validates against the strict JUnit schema (xmllint)",
          .enabled(if: ExternalTool.runsTests(needing: "xmllint")))
    func errorsValidateAgainstStrictSchema() throws {
        // Given
        let xmllint = try #require(ExternalTool.path(of: "xmllint"), "xmllint is not installed (libxml2-utils)")
        let scratch = try TemporaryDirectory()
        let file = try scratch.write(JUnitReporter().report(Self.outcome), to: "kinds.xml")

        // When
        let result = try ExternalTool.run(xmllint, ["--noout", "--schema", JUnitSchema.path, file])

        // Then
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("the DSL's failure kind maps to the result's; a plain Lua error has none and is an error")
    func specKindsMap() {
        // Given / When / Then
        #expect(ScenarioFailureKind(specKind: "expectation") == .expectation)
        #expect(ScenarioFailureKind(specKind: "refused") == .refused)
        #expect(ScenarioFailureKind(specKind: "usage") == .usage)
        #expect(ScenarioFailureKind(specKind: nil) == .error)
        #expect(ScenarioFailureKind(specKind: "surprise") == .error)
    }
}
