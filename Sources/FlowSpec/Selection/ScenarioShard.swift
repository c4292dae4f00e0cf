import FlowScript
import FlowTooling

/// `--shard I/N`: the I-th of N disjoint parts of the selected scenarios, for a CI matrix.
///
/// Scenarios are ranked by a stable hash of file and full name and dealt round-robin, so shards differ in
/// size by at most one, every scenario lands in exactly one shard, and a shard holds the same scenarios
/// on every machine and re-run, whatever order they were found in. Adding or removing scenarios may move
/// others to another shard.
public struct ScenarioShard: Hashable, Sendable, CustomStringConvertible {
    /// Which shard, from 1.
    public let index: Int
    /// How many shards.
    public let count: Int

    /// Creates shard `index` of `count`.
    /// - Throws: ``ScenarioSelectionError/noShards(_:)`` when `count` < 1,
    ///   ``ScenarioSelectionError/shardIndexOutOfRange(_:count:)`` when `index` is outside 1...`count`.
    public init(index: Int, count: Int) throws(ScenarioSelectionError) {
        let text = "\(index)/\(count)"
        guard count >= 1 else { throw .noShards(text) }
        guard (1...count).contains(index) else { throw .shardIndexOutOfRange(text, count: count) }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, such as `2/4`.
    /// - Throws: ``ScenarioSelectionError/malformedShard(_:)`` unless the text is two whole numbers around
    ///   a slash, and the errors of ``init(index:count:)``.
    public init(parsing text: String) throws(ScenarioSelectionError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let index = Self.wholeNumber(parts[0]),
              let count = Self.wholeNumber(parts[1])
        else { throw .malformedShard(text) }
        try self.init(index: index, count: count)
    }

    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The scenarios of `scenarios` in this shard, in their given order.
    public func select(_ scenarios: [Scenario]) -> [Scenario] {
        let ranked = scenarios.indices.sorted { left, right in
            let (a, b) = (scenarios[left], scenarios[right])
            let (hashA, hashB) = (StableHash.of(a), StableHash.of(b))
            if hashA != hashB { return hashA < hashB }
            if a.file != b.file { return a.file < b.file }
            if a.name != b.name { return a.name < b.name }
            return a.index < b.index
        }
        var chosen = Set<Int>()
        for (rank, position) in ranked.enumerated() where rank % count == index - 1 {
            chosen.insert(position)
        }
        return scenarios.indices.filter { chosen.contains($0) }.map { scenarios[$0] }
    }

    /// Whether this shard reports the load failure of `file`: exactly one shard does, chosen by the file's
    /// stable hash.
    public func reportsLoadFailure(ofFile file: String) -> Bool {
        Int(StableHash.fnv1a(file) % UInt64(count)) == index - 1
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}
