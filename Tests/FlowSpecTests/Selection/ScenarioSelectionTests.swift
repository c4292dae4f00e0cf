import Testing
@testable import FlowSpec

@Suite("Scenario selection: --filter, --tags, --exclude-tags")
struct ScenarioSelectionTests {
    private let scenarios = [
        Scenarios.named("Login signs in with good credentials #smoke", tags: ["smoke"], index: 1),
        Scenarios.named("Login shows Login Failed for bad credentials", tags: [], index: 2),
        Scenarios.named("Onboarding shows Start on the last image #smoke #slow", tags: ["smoke", "slow"], index: 3),
    ]

    @Test("a substring filter keeps the scenarios whose full name contains it")
    func substringFilterKeepsMatches() throws {
        // Given
        let selection = ScenarioSelection(filter: try ScenarioFilter(parsing: "Login"))
        // When
        let selected = try selection.select(scenarios)
        // Then
        #expect(selected.map(\.index) == [1, 2])
    }

    @Test("a /pattern/ filter is a regular expression")
    func patternFilterIsARegex() throws {
        // Given
        let selection = ScenarioSelection(filter: try ScenarioFilter(parsing: "/^Login .* bad/"))
        // When
        let selected = try selection.select(scenarios)
        // Then
        #expect(selected.map(\.index) == [2])
    }

    @Test("tags keep scenarios carrying any of them; excluded tags drop scenarios carrying any")
    func tagsIncludeAndExclude() throws {
        // Given
        let selection = ScenarioSelection(includedTags: ["#smoke"], excludedTags: ["slow"])
        // When
        let selected = try selection.select(scenarios)
        // Then
        #expect(selected.map(\.index) == [1])
    }

    @Test("a --tags list splits on commas and drops # and blanks")
    func tagListParses() {
        // Given / When
        let tags = ScenarioSelection.tags(parsing: " smoke, #login ,, ")
        // Then
        #expect(tags == ["smoke", "login"])
    }

    @Test("a filter that matches nothing fails with a clear message")
    func filterMatchingNothingFails() throws {
        // Given
        let selection = ScenarioSelection(filter: try ScenarioFilter(parsing: "Melodies"), includedTags: ["smoke"])
        // When / Then
        #expect(throws: ScenarioSelectionError.nothingMatches(criteria: "--filter \"Melodies\" --tags smoke", available: 3)) {
            try selection.select(scenarios)
        }
        #expect(
            ScenarioSelectionError.nothingMatches(criteria: "--filter \"Melodies\"", available: 3).description
                == "no scenario matches --filter \"Melodies\" (3 scenarios found)"
        )
    }

    @Test("an empty filter and a broken pattern are refused")
    func badFiltersAreRefused() {
        // Given / When / Then
        #expect(throws: ScenarioSelectionError.emptyFilter) { try ScenarioFilter(parsing: "") }
        #expect {
            try ScenarioFilter(parsing: "/(unclosed/")
        } throws: { error in
            guard case .invalidFilterPattern(let pattern, _) = error as? ScenarioSelectionError else { return false }
            return pattern == "(unclosed"
        }
    }

    @Test("an empty shard is not an error: a CI matrix may have more shards than scenarios")
    func emptyShardIsFine() throws {
        // Given
        let one = [scenarios[0]]
        let shards = try (1...3).map { ScenarioSelection(shard: try ScenarioShard(index: $0, count: 3)) }
        // When
        let selected = try shards.map { try $0.select(one) }
        // Then
        #expect(selected.map(\.count).sorted() == [0, 0, 1])
    }

    @Test("filter, shard and shuffle compose in that order")
    func selectionComposes() throws {
        // Given
        let many = Scenarios.many(40, tags: { $0.isMultiple(of: 2) ? ["even"] : [] })
        let shard = try ScenarioShard(parsing: "1/2")
        let selection = ScenarioSelection(includedTags: ["even"], shard: shard, shuffle: ScenarioShuffle(seed: 5))
        // When
        let selected = try selection.select(many)
        // Then
        let expected = ScenarioShuffle(seed: 5).shuffled(shard.select(many.filter { $0.tags == ["even"] }))
        #expect(selected == expected)
        #expect(selected.count == 10)
    }
}
