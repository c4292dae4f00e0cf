/// Which scenarios a run executes, and in which order: `FILE:LINE` arguments, `.only` marks, `--filter`,
/// `--tags`, `--exclude-tags`, `--shard` and `--shuffle --seed`, applied in that order.
public struct ScenarioSelection: Hashable, Sendable {
    /// Keeps, of each file these name, the scenarios at these lines (``ScenarioLine``); empty keeps all.
    public var lines: [ScenarioLine] = []
    /// Whether `.only` marks are obeyed (else refused: ``ScenarioSelectionError/onlyOnCI(locations:)``).
    public var allowsOnly = true
    /// Keeps scenarios whose full name the filter matches; nil keeps all.
    public var filter: ScenarioFilter?
    /// Keeps scenarios carrying at least one of these tags; empty keeps all.
    public var includedTags: [String]
    /// Drops scenarios carrying any of these tags.
    public var excludedTags: [String]
    /// Keeps one shard of what the filter and tags kept; nil keeps all.
    public var shard: ScenarioShard?
    /// Orders the kept scenarios by a seed; nil keeps the discovery order.
    public var shuffle: ScenarioShuffle?

    /// Creates a selection; the defaults select everything in discovery order. Tags may be written with
    /// or without their `#`.
    public init(
        filter: ScenarioFilter? = nil,
        includedTags: [String] = [],
        excludedTags: [String] = [],
        shard: ScenarioShard? = nil,
        shuffle: ScenarioShuffle? = nil
    ) {
        self.filter = filter
        self.includedTags = includedTags.map(Self.bareTag)
        self.excludedTags = excludedTags.map(Self.bareTag)
        self.shard = shard
        self.shuffle = shuffle
    }

    /// Splits a `--tags` value such as `"smoke, #login"` into tags without `#`.
    public static func tags(parsing list: String) -> [String] {
        list.split(separator: ",")
            .map { bareTag(String($0).trimmingWhitespace()) }
            .filter { !$0.isEmpty }
    }

    private static func bareTag(_ tag: String) -> String {
        tag.hasPrefix("#") ? String(tag.dropFirst()) : tag
    }

    /// The scenarios to run, in run order.
    /// - Throws: ``ScenarioSelectionError/nothingMatches(criteria:available:)`` when the filter or tags
    ///   leave nothing of a non-empty list. An empty shard is not an error: a CI matrix may have more
    ///   shards than scenarios.
    public func select(_ scenarios: [Scenario]) throws(ScenarioSelectionError) -> [Scenario] {
        var scenarios = scenarios
        if !lines.isEmpty {
            // A file named with a line runs the blocks at its lines; other files run whole.
            var atLines = Set<Scenario>()
            for line in lines {
                let selected = line.select(from: scenarios)
                guard !selected.isEmpty else { throw .noScenarioAtLine(line.typed) }
                atLines.formUnion(selected)
            }
            let narrowed = Set(lines.map(\.file))
            scenarios = scenarios.filter { !narrowed.contains($0.file) || atLines.contains($0) }
        }
        let marked = scenarios.filter { $0.onlyLine != nil }
        if !marked.isEmpty {
            guard allowsOnly else { throw .onlyOnCI(locations: Self.onlyLocations(marked)) }
            scenarios = marked
        }
        let matches = filter?.matcher() ?? { _ in true }
        let included = Set(includedTags)
        let excluded = Set(excludedTags)
        var kept = scenarios.filter { scenario in
            matches(scenario.name)
                && (included.isEmpty || !included.isDisjoint(with: scenario.tags))
                && excluded.isDisjoint(with: scenario.tags)
        }
        if kept.isEmpty, !scenarios.isEmpty {
            throw .nothingMatches(criteria: criteria, available: scenarios.count)
        }
        if let shard {
            kept = shard.select(kept)
        }
        if let shuffle {
            kept = shuffle.shuffled(kept)
        }
        return kept
    }

    /// Whether this run reports the load failure of `file`. The filter and tags cannot tell which of a
    /// broken file's scenarios they would keep, so they keep the failure; a shard keeps it in exactly one
    /// shard.
    public func reportsLoadFailure(ofFile file: String) -> Bool {
        shard?.reportsLoadFailure(ofFile: file) ?? true
    }

    /// Each `FILE:LINE` of a `.only` among `marked`, once, in order.
    static func onlyLocations(_ marked: [Scenario]) -> [String] {
        var seen = Set<String>()
        return marked.compactMap { scenario in
            guard let line = scenario.onlyLine else { return nil }
            let location = "\(scenario.file):\(line)"
            return seen.insert(location).inserted ? location : nil
        }
    }

    private var criteria: String {
        var parts: [String] = []
        if let filter { parts.append("--filter \(filter)") }
        if !includedTags.isEmpty { parts.append("--tags \(includedTags.joined(separator: ","))") }
        if !excludedTags.isEmpty { parts.append("--exclude-tags \(excludedTags.joined(separator: ","))") }
        return parts.joined(separator: " ")
    }
}
