import Testing
@testable import FlowSpec

/// A changed snapshot's diff: what went and what came, with a little context and long stretches counted.
@Suite("Snapshot diff")
struct SnapshotDiffTests {
    @Test("A changed line shows as - stored and + now between unchanged neighbours, far lines counted")
    func changedLineShowsWithContext() {
        // Given
        let stored = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = stored.replacingOccurrences(of: "line 6", with: "line six")

        // When
        let diff = SnapshotDiff.lines(from: stored, to: actual)

        // Then
        #expect(diff == [
            "  ... (3 unchanged lines)", "  line 4", "  line 5", "- line 6", "+ line six", "  line 7", "  line 8",
            "  ... (2 unchanged lines)",
        ])
    }

    @Test("Added and removed lines show alone, in place")
    func addedAndRemovedLines() {
        #expect(SnapshotDiff.lines(from: "a\nb\nc", to: "a\nc\nd") == ["  a", "- b", "  c", "+ d"])
    }

    @Test("Texts too long to compare line by line show every stored line gone and every new one come")
    func hugeTextsFallBackToReplacement() {
        // Given
        let stored = (1...2_100).map(String.init).joined(separator: "\n")
        let actual = (1...2_100).map { "x\($0)" }.joined(separator: "\n")

        // When
        let diff = SnapshotDiff.lines(from: stored, to: actual)

        // Then
        #expect(diff.count == 4_200)
        #expect(diff.first == "- 1")
        #expect(diff.last == "+ x2100")
    }
}
