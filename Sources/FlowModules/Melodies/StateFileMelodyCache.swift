import FlowStore
import FlowScript
import FlowCore

/// The melodies cache the app's melodies lists use: the state file, whose failures are reworded as
/// ``StateFileError``, so the screen names the file and what is wrong with it in the user's words.
final class StateFileMelodyCache: MelodyCaching {
    private let cache: any MelodyCaching

    /// Wraps `cache`, normally the app's `AppStateStore`.
    init(_ cache: any MelodyCaching) {
        self.cache = cache
    }

    /// The melodies last cached.
    /// - Throws: ``StateFileError``, or what `cache` throws otherwise.
    func cachedMelodies() throws -> [Melody] {
        try StateFileError.rewording { try cache.cachedMelodies() }
    }

    /// Replaces the cache with `melodies`.
    /// - Throws: ``StateFileError``, or what `cache` throws otherwise.
    func cacheMelodies(_ melodies: [Melody]) throws {
        try StateFileError.rewording { try cache.cacheMelodies(melodies) }
    }
}
