/// FNV-1a, 64 bits, over UTF-8: a hash that is the same in every process and on every machine, unlike
/// Swift's `Hasher`, which is seeded per process. Shards rely on it to split scenarios the same way in
/// every CI job.
enum StableHash {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The FNV-1a hash of `text`'s UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash identifying a scenario: its file and full name, separated by a byte no path contains.
    static func of(_ scenario: Scenario) -> UInt64 {
        fnv1a(scenario.file + "\u{0}" + scenario.name)
    }
}
