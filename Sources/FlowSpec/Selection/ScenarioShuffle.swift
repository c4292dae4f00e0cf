import FlowScript
import LuaHost
/// `--shuffle --seed S`: a run order that looks random but follows from its seed alone.
public struct ScenarioShuffle: Hashable, Sendable {
    /// The seed; print it so a failing order can be repeated.
    public var seed: UInt64

    /// Creates a shuffle with `seed`.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// Parses the seed `text`, a whole number from 0 to `UInt64.max`.
    /// - Throws: ``ScenarioSelectionError/malformedSeed(_:)`` for anything else (`-1`, `1e3`, `+5`).
    public init(parsingSeed text: String) throws(ScenarioSelectionError) {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(text) else {
            throw .malformedSeed(text)
        }
        self.init(seed: seed)
    }

    /// A shuffle with a fresh seed from the system's generator, for `--shuffle` without `--seed`.
    public static func randomSeed() -> ScenarioShuffle {
        var system = SystemRandomNumberGenerator()
        return ScenarioShuffle(seed: system.next())
    }

    /// `items` in the order this seed gives.
    public func shuffled<Item>(_ items: [Item]) -> [Item] {
        var generator = SeededGenerator(seed: seed)
        return generator.shuffled(items)
    }
}
