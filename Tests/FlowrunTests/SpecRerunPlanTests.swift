import FlowSpec
import Testing
@testable import FlowRunKit

/// `flowrun test --watch`'s choice of the specs a save affects.
@Suite("flowrun test --watch: specs to run again")
struct SpecRerunPlanTests {
    private let specs = ["/p/a_spec.lua", "/p/b_spec.lua", "/p/c_spec.lua"]

    /// A plan that knows `a` loaded the login flow and its module, `b` the items flow and the same module.
    private func plan() -> SpecRerunPlan {
        var plan = SpecRerunPlan()
        plan.record(SpecScriptUse(scripts: [
            "/p/a_spec.lua": ["/p/scripts/login.lua", "/p/scripts/shared.lua"],
            "/p/b_spec.lua": ["/p/scripts/items.lua", "/p/scripts/shared.lua"],
        ]))
        return plan
    }

    @Test("A saved spec runs itself alone")
    func savedSpecRunsItself() {
        #expect(plan().rerun(after: ["/p/c_spec.lua"], specFiles: specs) == .specs(["/p/c_spec.lua"]))
    }

    @Test("A saved flow runs the specs that loaded it; a shared module runs every spec that loaded it, in spec order")
    func savedScriptRunsItsSpecs() {
        #expect(plan().rerun(after: ["/p/scripts/items.lua"], specFiles: specs) == .specs(["/p/b_spec.lua"]))
        #expect(plan().rerun(after: ["/p/scripts/shared.lua"], specFiles: specs) == .specs(["/p/a_spec.lua", "/p/b_spec.lua"]))
    }

    @Test("A script no run loaded (a spec helper, a flow that never loaded) runs every spec")
    func unknownScriptRunsEverything() {
        #expect(plan().rerun(after: ["/p/helpers/steps.lua"], specFiles: specs) == .everything(script: "/p/helpers/steps.lua"))
    }

    @Test("Files that are not scripts, and deleted specs, run nothing")
    func otherFilesRunNothing() {
        #expect(plan().rerun(after: ["/p/notes.txt", "/p/gone_spec.lua"], specFiles: specs) == .nothing)
    }

    @Test("A later run that loaded less (a flow that failed to load) does not make the plan forget what earlier runs loaded")
    func recordsAccumulate() {
        // Given
        var plan = plan()

        // When
        plan.record(SpecScriptUse(scripts: ["/p/a_spec.lua": ["/p/scripts/shared.lua"]]))

        // Then
        #expect(plan.rerun(after: ["/p/scripts/login.lua"], specFiles: specs) == .specs(["/p/a_spec.lua"]))
    }
}
