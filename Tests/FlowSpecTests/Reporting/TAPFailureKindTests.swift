import Testing
@testable import FlowSpec

/// TAP tells failures from errors the way JUnit does, by its YAML block's `severity`.
@Suite("TAP failures and errors")
struct TAPFailureKindTests {
    @Test("a Lua error or misused DSL call has severity error; a failed expectation or refused step fail")
    func severityFollowsTheKind() {
        // When
        let tap = TAPReporter().report(JUnitFailureKindTests.outcome)

        // Then
        let severities = tap.split(separator: "\n").filter { $0.hasPrefix("  severity: ") }.map { $0.dropFirst(12) }
        #expect(severities == ["fail", "fail", "error", "error", "fail", "timeout"])
    }
}
