import FlowScript

/// How a scenario that ran into a limit is reported: the spec's instruction budget and memory limit, and the
/// flow's budget, each named with its size, and the DSL's failure worded for the limit behind it.
struct SpecLimitWording {
    /// The scenario's limits.
    let limits: SpecLimits

    /// `its budget of N Lua instructions (an endless loop?)`: the spec's.
    var budget: String {
        Self.budget(limits.instructionBudget)
    }

    /// `its memory limit of N MiB`: the spec's.
    var memoryLimit: String {
        limits.memoryLimit.map { "its memory limit of \($0 >> 20) MiB" } ?? "memory"
    }

    /// The flow's budget, as ``budget`` words the spec's.
    var flowBudget: String {
        Self.budget(limits.flow.instructionBudget)
    }

    /// The result the DSL reported, its message made whole: a failure caused by the flow spending its
    /// budget (`flowTimeout`, the flow's failure that did) is a timeout saying where the flow ran out; one
    /// caused by the spec's state running out of memory names the limit; the failures of after_each hooks
    /// after the first follow it, each on a line starting `also `.
    func result(of outcome: SpecRunOutcome, flowTimeout: FlowDriverError?) -> ScenarioResult {
        var result = outcome.result
        guard result.status == .failed, var first = result.message else { return result }
        if let spent = flowTimeout?.spentBudget {
            result.status = .timeout
            result.failureKind = nil
            first = "the flow did not finish within \(flowBudget): \(spent)"
        } else if outcome.outOfMemory {
            first += " (\(memoryLimit))"
        }
        result.message = ([first] + outcome.also.map { "also " + $0 }).joined(separator: "\n")
        return result
    }

    private static func budget(_ budget: Int?) -> String {
        budget.map { "its budget of \($0) Lua instructions (an endless loop?)" } ?? "its budget"
    }
}
