/// Where a live session stands: the screen's fingerprint (explore's identity of states) and the digest of
/// what the store holds. A step from one position is assumed to land on the same position every time; a walk
/// that finds otherwise reports the flow as not deterministic.
struct ExplorePosition: Hashable, Sendable, Codable {
    let fingerprint: ScreenFingerprint
    let store: UInt64
}
