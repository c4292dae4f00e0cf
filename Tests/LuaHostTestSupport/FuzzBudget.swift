import LuaHost
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
    public func generator() -> SeededGenerator { SeededGenerator(seed: seed) }
}
