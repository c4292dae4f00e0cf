import Testing
@testable import FlowSpec

@Suite("Scenario output")
struct SpecOutputTests {
    @Test("Output past twice the limit keeps the latest lines and says how many bytes were left out")
    func overflowKeepsTheLatestLines() {
        // Given
        let output = SpecOutput()
        let line = String(repeating: "x", count: 99) + "\n"
        let count = 3 * SpecOutput.limit / line.utf8.count

        // When
        for _ in 0..<count {
            output.append(line)
        }
        output.append("the last line\n")

        // Then
        let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.dropFirst().dropLast()
        let dropped = count * line.utf8.count + "the last line\n".utf8.count - kept.map { $0.utf8.count + 1 }.reduce(0, +)
        #expect(lines.first == "(\(dropped) earlier bytes of output not shown)")
        #expect(kept.dropLast().allSatisfy { $0 == line.dropLast() })
        #expect(kept.last == "the last line")
        #expect(output.text.utf8.count <= 2 * SpecOutput.limit + 100)
    }

    @Test("Clearing forgets the output and the count of left-out bytes")
    func clearForgetsEverything() {
        // Given
        let output = SpecOutput()
        output.append(String(repeating: "y\n", count: SpecOutput.limit + 1))

        // When
        output.clear()
        output.append("fresh\n")

        // Then
        #expect(output.text == "fresh\n")
    }
}
