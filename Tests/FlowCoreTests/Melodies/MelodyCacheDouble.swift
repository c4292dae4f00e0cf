import FlowCore

/// A melodies cache in memory that records writes and can be told to fail.
final class MelodyCacheDouble: MelodyCaching {
    private(set) var melodies: [Melody]
    private(set) var writes: [[Melody]] = []
    /// Thrown by every read while set.
    var readFailure: MelodyDoubleFailure?
    /// Thrown by every write while set.
    var writeFailure: MelodyDoubleFailure?

    init(melodies: [Melody] = []) {
        self.melodies = melodies
    }

    func cachedMelodies() throws -> [Melody] {
        if let readFailure { throw readFailure }
        return melodies
    }

    func cacheMelodies(_ melodies: [Melody]) throws {
        if let writeFailure { throw writeFailure }
        writes.append(melodies)
        self.melodies = melodies
    }
}
