/// SplitMix64 (Steele, Lea and Flood): a small, fast generator whose whole sequence follows from its seed,
/// so a shuffled run can be repeated exactly with `--seed`.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
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
    /// so a seed orders scenarios identically across toolchains.
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
}
