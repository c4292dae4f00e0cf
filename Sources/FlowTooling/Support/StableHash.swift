/// FNV-1a, 64 bits, over UTF-8: a hash that is the same in every process and on every machine, unlike
/// Swift's `Hasher`, which is seeded per process. Spec shards split scenarios by it in every CI job alike;
/// `flowrun explore --seed` shuffles each screen's actions by it.
public enum StableHash {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The FNV-1a hash of `text`'s UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }
}
