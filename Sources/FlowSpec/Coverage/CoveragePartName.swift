/// The name of a coverage part as ``CoverageFolder`` writes it, exactly: `whole.json` for a whole run,
/// `shard-I-of-N.json` for shard I of N (ASCII digits, no leading zero, 1 <= I <= N). A name that differs
/// in any way is not a part flowrun wrote.
struct CoveragePartName: Equatable {
    /// The shard, nil for a whole run.
    let shard: (index: Int, count: Int)?

    /// The name of the part `shard` writes.
    init(shard: ScenarioShard?) {
        self.shard = shard.map { ($0.index, $0.count) }
    }

    /// Parses `fileName`; nil when it is not exactly a part's name.
    init?(fileName: String) {
        if fileName == "whole.json" {
            shard = nil
            return
        }
        guard fileName.hasPrefix("shard-"), fileName.hasSuffix(".json") else { return nil }
        let middle = fileName.dropFirst("shard-".count).dropLast(".json".count)
        let numbers = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers[1] == "of", let index = Self.number(numbers[0]),
              let count = Self.number(numbers[2]), index <= count
        else { return nil }
        shard = (index, count)
    }

    /// The file's name.
    var fileName: String {
        shard.map { "shard-\($0.index)-of-\($0.count).json" } ?? "whole.json"
    }

    /// Whether the part belongs to the same run as `other`: both shards of the same count. A whole run
    /// shares its parts with no other.
    func isSameRun(as other: CoveragePartName) -> Bool {
        guard let shard, let otherShard = other.shard else { return false }
        return shard.count == otherShard.count
    }

    static func == (left: CoveragePartName, right: CoveragePartName) -> Bool {
        left.fileName == right.fileName
    }

    /// A whole number of at least 1 as flowrun writes it: ASCII digits, no leading zero.
    private static func number(_ text: Substring) -> Int? {
        guard let first = text.first, first != "0", text.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
        return Int(text)
    }
}
