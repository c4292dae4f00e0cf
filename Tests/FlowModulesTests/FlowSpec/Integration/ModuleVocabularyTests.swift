import FlowHostTestSupport
import FlowModules
import Testing
@testable import FlowSpec

@Suite("The spec DSL's vocabulary comes from the registered modules")
struct ModuleVocabularyTests {
    @Test("services.<name> and preset.<name> of an unregistered module fail, listing the registered ones")
    func unregisteredModuleIsNamed() async throws {
        // Given
        let options = IntegrationSupport.options(["Tests/Fixtures/specs/unregistered_module_spec.lua"])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("services.settings is not a service (services: items, login, melodies)"))
        #expect(output.text.contains(
            "preset.dark_mode is not defined (known: items, logged_in, tutorial_seen)"))
    }

    @Test("without modules, a spec has no services and no presets")
    func noModulesNoVocabulary() async throws {
        // Given
        var options = IntegrationSupport.options(["Tests/Fixtures/specs/unregistered_module_spec.lua"])
        options.modules = .empty

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(output.text.contains(
            "services.settings is not a service (services: none; no registered module declares one)"))
    }
}
