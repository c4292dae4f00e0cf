import Foundation

/// How long a fuzz test runs and with which seed: a few seconds by default, FLOWHOST_FUZZ_SECONDS for longer;
/// FLOWHOST_FUZZ_SEED repeats a run (the failure messages name the seed).
public struct FuzzBudget: Sendable {
    /// The seed of this run's generator.
    public let seed: UInt64
    /// When the test stops generating new inputs.
    public let deadline: ContinuousClock.Instant

    /// The budget from the environment, `defaultSeconds` when FLOWHOST_FUZZ_SECONDS is unset.
    public init(defaultSeconds: Int = 4) {
        let environment = ProcessInfo.processInfo.environment
        seed = environment["FLOWHOST_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let seconds = environment["FLOWHOST_FUZZ_SECONDS"].flatMap(Int.init) ?? defaultSeconds
        deadline = ContinuousClock.now + .seconds(seconds)
    }

    /// Whether time is left for another input.
    public var hasTimeLeft: Bool { ContinuousClock.now < deadline }

    /// A generator seeded with ``seed``.
    public func generator() -> SplitMixGenerator { SplitMixGenerator(seed: seed) }
}

/// SplitMix64: a small seeded generator, so a failing run can be repeated from its seed.
public struct SplitMixGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates the generator.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
