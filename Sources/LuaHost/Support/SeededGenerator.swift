/// SplitMix64: a small generator whose sequence depends only on its seed, so a seeded run (`flowrun explore
/// --seed`, a fuzz test's FLOWHOST_FUZZ_SEED) repeats exactly on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates the generator.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0..<bound` (Lemire's multiply-and-reject). Written out rather than relying
    /// on the standard library's `next(upperBound:)`, whose algorithm is not promised to stay the same,
    /// so a seed gives the same order across toolchains.
    /// - Precondition: `bound > 0`.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "the bound must be positive")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// `items` shuffled (Fisher-Yates over ``next(below:)``): the same seed, the same order, on every
    /// toolchain.
    public mutating func shuffled<Item>(_ items: [Item]) -> [Item] {
        var result = items
        var last = result.count - 1
        while last > 0 {
            let other = Int(next(below: UInt64(last + 1)))
            result.swapAt(last, other)
            last -= 1
        }
        return result
    }
}
