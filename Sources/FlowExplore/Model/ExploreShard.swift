import FlowScript
import FlowTooling

/// `--shard K/N`: the K-th of N parts of a flow's state space, for a CI matrix. Every shard explores the launch
/// screen and tries its actions; each screen one action from the launch is explored further by one shard only,
/// chosen by a stable hash of that action, so the parts cover the state space between them and
/// `--merge` puts them together into what one machine would have reported.
public struct ExploreShard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which shard, from 1.
    public let index: Int
    /// How many shards.
    public let count: Int

    /// Parses `K/N`, such as `2/4`.
    /// - Throws: ``ExploreError/invalidOption(name:value:reason:)`` unless the text is two whole numbers around
    ///   a slash, N at least 1 and K between 1 and N.
    public init(parsing text: String) throws(ExploreError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Self.wholeNumber(parts[0]), let count = Self.wholeNumber(parts[1]) else {
            throw .invalidOption(name: "--shard", value: text, reason: "write K/N, such as 2/4")
        }
        guard count >= 1 else {
            throw .invalidOption(name: "--shard", value: text, reason: "give at least one shard")
        }
        guard (1...count).contains(index) else {
            throw .invalidOption(name: "--shard", value: text, reason: "the shard must be between 1 and \(count)")
        }
        self.index = index
        self.count = count
    }

    /// Whether this shard explores the screen that `first`, tried on the launch screen, leads to.
    func owns(_ first: ExploreAction) -> Bool {
        Int(StableHash.fnv1a(first.description) % UInt64(count)) == index - 1
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
        return Int(text)
    }
}
