import Testing
@testable import FlowSpec

@Suite("Scenario selection: FILE:LINE and .only")
struct ScenarioLineTests {
    /// a_spec.lua: a describe over lines 1-10 holding an it over 2-5 and a describe over 6-9 with its at 7 and 8;
    /// an it at 11 outside it.
    private let scenarios = [
        Scenario(file: "a_spec.lua", line: 2, name: "Cart adds", index: 1, lines: 2...5, groups: [1...10]),
        Scenario(file: "a_spec.lua", line: 7, name: "Cart checkout pays", index: 2, lines: 7...7, groups: [6...9, 1...10]),
        Scenario(file: "a_spec.lua", line: 8, name: "Cart checkout ships", index: 3, lines: 8...8, groups: [6...9, 1...10]),
        Scenario(file: "a_spec.lua", line: 11, name: "top", index: 4, lines: 11...11),
        Scenario(file: "b_spec.lua", line: 1, name: "other", index: 1),
    ]

    private func selected(_ lines: [Int], file: String = "a_spec.lua") throws -> [String] {
        var selection = ScenarioSelection()
        selection.lines = lines.map { ScenarioLine(file: file, line: $0, typed: "\(file):\($0)") }
        return try selection.select(scenarios).map(\.name)
    }

    @Test("a line selects the innermost block holding it: an it's body, a nested describe, the outer describe")
    func innermostBlockIsSelected() throws {
        #expect(try selected([4]) == ["Cart adds", "other"])
        #expect(try selected([6]) == ["Cart checkout pays", "Cart checkout ships", "other"])
        #expect(try selected([1]) == ["Cart adds", "Cart checkout pays", "Cart checkout ships", "other"])
        #expect(try selected([8, 11]) == ["Cart checkout ships", "top", "other"])
    }

    @Test("a line no block spans is an error naming it as typed")
    func lineOutsideBlocksFails() {
        #expect(throws: ScenarioSelectionError.noScenarioAtLine("a_spec.lua:12")) { try selected([12]) }
    }

    @Test("FILE:LINE splits only when the whole argument names nothing and ends in a line number")
    func argumentsSplit() {
        let split = ScenarioLine.split("specs/a_spec.lua:19", exists: { _ in false })
        #expect(split?.path == "specs/a_spec.lua" && split?.line == 19)
        #expect(ScenarioLine.split("odd:3", exists: { $0 == "odd:3" }) == nil)
        #expect(ScenarioLine.split("a_spec.lua:0", exists: { _ in false }) == nil)
        #expect(ScenarioLine.split("a_spec.lua:x", exists: { _ in false }) == nil)
        #expect(ScenarioLine.split("a_spec.lua", exists: { _ in false }) == nil)
    }

    @Test(".only keeps the marked scenarios of every file; refused, it names each .only once")
    func onlyNarrowsOrIsRefused() throws {
        // Given
        var marked = scenarios
        marked[1].onlyLine = 6
        marked[2].onlyLine = 6
        marked[4].onlyLine = 1
        var selection = ScenarioSelection()
        // When / Then
        #expect(try selection.select(marked).map(\.name) == ["Cart checkout pays", "Cart checkout ships", "other"])
        selection.allowsOnly = false
        #expect(throws: ScenarioSelectionError.onlyOnCI(locations: ["a_spec.lua:6", "b_spec.lua:1"])) {
            try selection.select(marked)
        }
    }
}
