import FlowHostTestSupport
import Testing
@testable import FlowSpec

/// A scenario that runs into a limit says which, from the failure's cause rather than its words.
@Suite("Scenarios that run into a limit name it")
struct SpecLimitReportTests {
    @Test("a spec that runs out of its own memory, caught by the DSL, names the memory limit")
    func specOutOfMemoryNamesTheLimit() async throws {
        // Given a scenario that grows a table until the spec's 16 MiB are spent
        let folder = try SpecFolder()
        try folder.write("""
            it("hoards", function()
              local hoard = {}
              for i = 1, 1e9 do hoard[i] = string.rep("x", 64) .. i end
            end)
            """, to: "hoard_spec.lua")
        var options = IntegrationSupport.options([folder.path("hoard_spec.lua")])
        options.limits.memoryLimit = 16 << 20

        // When the runner runs it
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then the failure is Lua's memory error, followed by the limit it ran into
        #expect(!passed)
        #expect(output.text.contains("not enough memory (its memory limit of 16 MiB)"), "\(output.text)")
    }
}
