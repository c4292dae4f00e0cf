import Foundation

/// What one shard (`--shard K/N`) explored, saved for `--merge`: where each action it tried on each state led,
/// and what it did. The file is a header line, by which explore knows its own files, then JSON.
package struct ExplorePart: ExploreStateFile, Sendable {
    /// How every part starts, with the format's version.
    package static let header = "# flowrun explore part, version 1\n"

    /// One action tried on one state, and where it ended.
    struct Outcome: Codable, Sendable {
        /// The state's fingerprint.
        let from: String
        let action: ExploreAction
        let end: ExploreReplayer.End
    }

    let identity: ExploreIdentity
    package let shard: ExploreShard
    /// The limits the shard ran under: every part of one merge has the same.
    let maxDepth: Int
    let maxStates: Int
    /// Where the launch ended.
    let launch: ExploreReplayer.End
    let outcomes: [Outcome]
    /// The steps that led elsewhere when taken again, as findings.
    let surprises: [ExploreFinding]
    let counts: ExploreCounts
    let stop: ExploreStop
    let seconds: Double

    /// The part's file name in the findings folder: `part-K-of-N.state`.
    package static func fileName(for shard: ExploreShard) -> String {
        "part-\(shard.index)-of-\(shard.count).state"
    }

    init(
        identity: ExploreIdentity, shard: ExploreShard, maxDepth: Int, maxStates: Int, launch: ExploreReplayer.End,
        outcomes: [Outcome], surprises: [ExploreFinding], counts: ExploreCounts, stop: ExploreStop, seconds: Double
    ) {
        self.identity = identity
        self.shard = shard
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.launch = launch
        self.outcomes = outcomes
        self.surprises = surprises
        self.counts = counts
        self.stop = stop
        self.seconds = seconds
    }

    /// Reads a part.
    /// - Throws: ``ExploreError/unusablePart(path:reason:)`` when it is not a part explore wrote, is of another
    ///   version, or is damaged.
    package init(data: Data, source: String) throws(ExploreError) {
        if let reason = Self.headerProblem(of: data, notOneReason: "it is not a part flowrun explore --shard wrote") {
            throw .unusablePart(path: source, reason: reason)
        }
        do {
            self = try Self.decodedBody(of: data)
        } catch {
            throw .unusablePart(path: source, reason: "it is damaged: \(error)")
        }
    }
}
