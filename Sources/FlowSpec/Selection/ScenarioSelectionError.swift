/// Why a selection option is invalid, or why it selects nothing.
public enum ScenarioSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--shard` is not two whole numbers around a slash (`a/b`, `2`, `-1/2`).
    case malformedShard(String)
    /// `--shard I/N` names an index outside 1...N (`3/2`, `0/2`).
    case shardIndexOutOfRange(String, count: Int)
    /// `--shard I/0`: there must be at least one shard.
    case noShards(String)
    /// `--seed` is not a whole number from 0 to `UInt64.max` (`-1`, `x`).
    case malformedSeed(String)
    /// `--filter ""`: an empty filter would match everything by accident.
    case emptyFilter
    /// `--filter /.../` holds a regular expression that does not compile.
    case invalidFilterPattern(String, reason: String)
    /// The filter and tags left no scenario out of `available`; `criteria` restates the options.
    case nothingMatches(criteria: String, available: Int)
    /// `FILE:LINE` names a line no `it` or `describe` of the file spans.
    case noScenarioAtLine(String)
    /// `.only` is in the specs while `CI` is set, without `--allow-only`; each `FILE:LINE` of one.
    case onlyOnCI(locations: [String])

    /// The error as one line naming the option and value at fault.
    public var description: String {
        switch self {
        case .malformedShard(let text):
            "--shard \"\(text)\" is not I/N (two whole numbers, such as 2/4)"
        case .shardIndexOutOfRange(let text, let count):
            "--shard \(text): the index must be from 1 to \(count)"
        case .noShards(let text):
            "--shard \(text): the number of shards must be at least 1"
        case .malformedSeed(let text):
            "--seed \(text): the seed must be a whole number from 0 to \(UInt64.max)"
        case .emptyFilter:
            "--filter is empty; give a part of a scenario name or /a regular expression/"
        case .invalidFilterPattern(let pattern, let reason):
            "--filter /\(pattern)/ is not a valid regular expression: \(reason)"
        case .nothingMatches(let criteria, let available):
            "no scenario matches \(criteria) (\(available) scenario\(available == 1 ? "" : "s") found)"
        case .noScenarioAtLine(let typed):
            "no scenario or describe block spans \(typed); give the line of an it, a describe, or one inside their bodies"
        case .onlyOnCI(let locations):
            ".only is not allowed on CI (CI is set), so that a forgotten one cannot pass by running less: "
                + locations.joined(separator: ", ") + "; remove it, or pass --allow-only"
        }
    }
}
