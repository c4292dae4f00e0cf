extension ScenarioShuffle {
    /// The shuffle of the next round of `--repeat`: a seed drawn from this one (a SplitMix64 step), so that
    /// `--shuffle --seed S --repeat N` repeats every round's order, and each round's printed seed repeats
    /// that round alone.
    public func nextRound() -> ScenarioShuffle {
        var value = seed &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return ScenarioShuffle(seed: value ^ (value >> 31))
    }
}
