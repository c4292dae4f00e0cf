/// A state an exploration reached: its shortest path from a fresh launch, what it showed, and its map node.
struct ExploreState: Codable, Sendable {
    let path: [ExploreAction]
    let reached: ExploreReplayer.Reached
    let node: Int
    var fingerprint: ScreenFingerprint { reached.position.fingerprint }
}
