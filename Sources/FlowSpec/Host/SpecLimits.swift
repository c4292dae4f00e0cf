import FlowScript

/// The limits of one scenario: those of the spec's own Lua state, and those of the flow under test.
public struct SpecLimits: Sendable {
    /// Bytes the spec's Lua state may allocate; nil for no limit.
    public var memoryLimit: Int?
    /// Lua instructions the spec may execute per scenario (and per collection of its file); a scenario that
    /// spends them is reported as timed out. The flow's own instructions count against ``flow`` instead.
    public var instructionBudget: Int?
    /// The limits of the flow's Lua state.
    public var flow: FlowScriptLimits

    /// The limits `flowrun test` uses: 64 MiB and 20 million instructions for the spec, the flow's defaults.
    public static let `default` = SpecLimits()

    /// Creates limits.
    /// - Parameters:
    ///   - memoryLimit: Bytes the spec's state may allocate.
    ///   - instructionBudget: Instructions per scenario.
    ///   - flow: The flow's limits.
    public init(memoryLimit: Int? = 64 << 20, instructionBudget: Int? = 20_000_000, flow: FlowScriptLimits = .default) {
        self.memoryLimit = memoryLimit
        self.instructionBudget = instructionBudget
        self.flow = flow
    }
}
