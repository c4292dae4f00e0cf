/// Limits applied to a flow's Lua state.
///
/// Every call from Swift into the script (the flow file's chunk, `start`, each callback, each call of a
/// service written in Lua) starts with the whole instruction budget; Lua code it calls back into shares it.
/// So an endless loop in one callback fails that callback's event, and the next event starts afresh.
public struct FlowScriptLimits: Sendable, Equatable {
    /// Bytes the Lua state may allocate in all; `nil` for no limit.
    public var memoryLimit: Int?
    /// VM instructions one call from Swift into the script may run; `nil` for no budget.
    public var instructionBudget: Int?

    /// 64 MiB and 50 million instructions.
    public static let `default` = FlowScriptLimits()

    /// Creates limits.
    /// - Parameters:
    ///   - memoryLimit: Bytes the state may allocate; `nil` for no limit.
    ///   - instructionBudget: Instructions per call into the script; `nil` for no budget.
    public init(memoryLimit: Int? = 64 << 20, instructionBudget: Int? = 50_000_000) {
        self.memoryLimit = memoryLimit
        self.instructionBudget = instructionBudget
    }
}
