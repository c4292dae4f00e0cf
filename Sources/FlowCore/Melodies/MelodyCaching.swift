/// The melodies database: what the service falls back to when the network is unavailable.
/// Implemented by `AppStateStore`.
public protocol MelodyCaching: AnyObject {
    /// The melodies last cached, in their original order (empty when none were).
    func cachedMelodies() throws -> [Melody]
    /// Replaces the cache with `melodies`.
    func cacheMelodies(_ melodies: [Melody]) throws
}
