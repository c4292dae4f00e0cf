import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// Scenarios of one run share no state, even where the runner reuses an emptied in-memory store between them.
@Suite("Scenario isolation")
struct ScenarioIsolationTests {
    /// The first scenario fills every built-in module's table; the second, run after it on the same job,
    /// expects a new store: no tutorial seen, no session, no items, and item ids starting over.
    private static let spec = """
        local APP = "examples/app.lua"

        describe("Isolation", function()
          scenario("1 fills the store", function()
            preset.tutorial_seen()
            preset.logged_in("007")
            launch(APP)
            expect_screen("items.list")
            tap("Add")
            type("title", "Milk")
            tap("Save")
            local state = persisted()
            expect(state.tutorial_completed).to_be(true)
            expect(state.session_token).to_equal("token-007")
            expect(#state.items).to_equal(1)
          end)

          scenario("2 starts from a new store", function()
            launch(APP)
            expect_screen("onboarding")
            local state = persisted()
            expect(state.tutorial_completed).to_be(false)
            expect(state.session_token).to_be_nil()
            expect(state.items).to_equal({})
          end)
        end)
        """

    @Test("A scenario run after another on the same job sees none of the rows the first one wrote")
    func laterScenarioStartsFromNewStore() async throws {
        // Given
        let folder = try SpecFolder()
        let file = try folder.write(Self.spec, to: "isolation_spec.lua")
        var options = IntegrationSupport.options([file])
        options.jobs = 1

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed, "\(output.text)")
        #expect(output.lines.last?.hasPrefix("2 passed, 0 failed in ") == true)
    }
}
