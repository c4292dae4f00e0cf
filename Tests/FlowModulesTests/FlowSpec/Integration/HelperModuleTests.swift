import FlowHostTestSupport
import Testing
@testable import FlowSpec

/// Helper modules that get the DSL from `require("flowspec")`, end to end: real specs, helpers and flows.
@Suite("Helper modules")
struct HelperModuleTests {
    @Test("A helper's steps drive the scenario")
    func helperStepsDriveTheScenario() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.helpers])
        options.excludedTags = ["failing"]

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed, "\(output.text)")
        #expect(output.lines.last?.hasPrefix("2 passed, 0 failed in ") == true)
    }

    @Test("pairs over require(\"flowspec\") lists the DSL's names to a helper")
    func pairsListsTheDSL() async throws {
        // When
        let (passed, output) = try await runHelpers(filter: "list the DSL's names")

        // Then
        #expect(passed, "\(output.text)")
        #expect(output.lines.last?.hasPrefix("1 passed, 0 failed in ") == true)
    }

    @Test("A helper's failing expect reports the spec line that called it and the helper's file and line")
    func helperFailureReportsBothLocations() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.helpers])
        options.filter = "fail with"

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        let spec = IntegrationSupport.helpers
        #expect(output.text.contains("""
              \(spec):17: in \(IntegrationSupport.greetingSteps):13: expected "Hello", got "Tapped 1"
            """), "\(output.text)")
        #expect(output.text.contains("line 16 (\(IntegrationSupport.greetingSteps):8): tap \"Tap\""), "\(output.text)")
    }

    @Test("A Lua error inside a helper reports the spec line that called it and the helper's file and line")
    func helperErrorReportsBothLocations() async throws {
        // When
        let (passed, output) = try await runHelpers(filter: "report their own bugs")

        // Then
        #expect(!passed)
        #expect(output.text.contains("""
              \(IntegrationSupport.helpers):26: in \(IntegrationSupport.greetingSteps):18: attempt to perform \
            arithmetic on a nil value (field 'count')
            """), "\(output.text)")
    }

    @Test("A timeout inside a helper is reported at the spec line that called it, naming the helper's line")
    func helperTimeoutReportsBothLocations() async throws {
        // When
        let (passed, output) = try await runHelpers(filter: "run out of time")

        // Then
        #expect(!passed)
        let spec = IntegrationSupport.helpers
        let steps = IntegrationSupport.greetingSteps
        #expect(output.text.contains(
            "TIMED OUT Helpers #fixture run out of time at the spec's line #failing (\(spec):42)"))
        #expect(output.text.contains("""
              \(spec):44: in \(steps):24: the scenario did not finish within \(Self.budgetText)
            """), "\(output.text)")
        #expect(output.text.contains("line 44 (\(steps):23): tap \"Tap\""), "\(output.text)")
    }

    @Test("The spec's own error and timeout after a helper's steps stay at the spec's lines")
    func specFailuresAfterHelpersStayInTheSpec() async throws {
        // When
        let (passed, output) = try await runHelpers(filter: "leave the spec's own")

        // Then
        #expect(!passed)
        let spec = IntegrationSupport.helpers
        #expect(output.text.contains("\(spec):33: attempt to perform arithmetic on a nil value (local 'taps')"),
            "\(output.text)")
        #expect(output.text.contains("\(spec):39: the scenario did not finish within \(Self.budgetText)"),
            "\(output.text)")
        #expect(output.lines.last?.hasPrefix("0 passed, 2 failed in ") == true)
    }

    @Test("require(\"flowspec\") from a flow fails as a module that is not found")
    func flowsDoNotGetTheModule() async throws {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.helpers])
        options.filter = "not there for flows"

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        let flow = "Tests/Fixtures/flows/requires_flowspec.lua"
        #expect(output.text.contains("\(IntegrationSupport.helpers):21: launch \"\(flow)\""))
        #expect(output.text.contains("module 'flowspec' not found"), "\(output.text)")
    }

    @Test("A verb a helper calls while the spec is collected fails loading as in the spec, with both lines")
    func collectionTimeVerbInHelperFailsClearly() async throws {
        // Given
        let options = IntegrationSupport.options([IntegrationSupport.helperAtCollection, IntegrationSupport.greeting])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("COULD NOT LOAD \(IntegrationSupport.helperAtCollection)"))
        #expect(output.text.contains("""
            \(IntegrationSupport.helperAtCollection):4: in \(IntegrationSupport.greetingSteps):8: tap() can only be \
            called while a scenario runs (in it, scenario, before_each or after_each)
            """), "\(output.text)")
    }

    @Test("A module file named flowspec.lua beside the spec does not shadow the DSL, and says so when read")
    func reservedNameWins() async throws {
        // Given
        let options = IntegrationSupport.options([IntegrationSupport.reservedName])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.lines.last?.hasPrefix("1 passed, 1 failed in ") == true)
        #expect(output.text.contains("""
            \(IntegrationSupport.reservedName):9: flowspec.shadowed is not part of the DSL
            """), "\(output.text)")
        #expect(output.text.contains(
            "flowspec is the DSL's reserved module name, so a module file flowspec.lua is never loaded"))
    }

    /// The spec's instruction budget of ``runHelpers(filter:)``: the scenarios that loop forever spend it fast.
    private static let budget = 2_000_000

    /// How a timeout's message names ``budget``.
    private static let budgetText = "its budget of \(budget) Lua instructions"

    /// Runs the scenarios of ``IntegrationSupport/helpers`` whose names contain `filter`, under ``budget``.
    private func runHelpers(filter: String) async throws -> (passed: Bool, output: OutputRecorder) {
        var options = IntegrationSupport.options([IntegrationSupport.helpers])
        options.filter = filter
        options.limits.instructionBudget = Self.budget
        return try await IntegrationSupport.run(options)
    }
}
