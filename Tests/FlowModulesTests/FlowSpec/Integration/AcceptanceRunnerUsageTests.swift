import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The usage errors of `flowrun test` (exit status 2): found before any scenario runs.
@Suite("Acceptance runner usage errors")
struct AcceptanceRunnerUsageTests {
    @Test("An empty path is a usage error")
    func emptyPathIsRefused() async {
        // Given
        let options = IntegrationSupport.options([""])

        // When / Then
        await #expect(throws: AcceptanceRunError.discovery(.emptyPath)) {
            try await IntegrationSupport.run(options)
        }
    }

    @Test("Specs that declare no scenario at all are a usage error naming them, before any option selects")
    func specsDeclaringNothingAreRefused() async throws {
        // Given
        let folder = try SpecFolder()
        let first = try folder.write("-- nothing yet\n", to: "a_spec.lua")
        let second = try folder.write("describe(\"Later\", function() end)\n", to: "b_spec.lua")
        var options = IntegrationSupport.options([folder.path])
        options.shard = "2/2"

        // When
        let error = await #expect(throws: AcceptanceRunError.self) {
            try await IntegrationSupport.run(options)
        }

        // Then
        #expect(error == .noScenarios(files: [first, second]))
        #expect(error?.description == "no scenarios declared in \(first), \(second) (declare them with it or scenario)")
    }

    @Test("A filter matching nothing is a usage error that says what was asked")
    func filterMatchingNothingIsRefused() async {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.filter = "no such scenario"

        // When
        let error = await #expect(throws: AcceptanceRunError.self) {
            try await IntegrationSupport.run(options)
        }

        // Then
        #expect(error == .selection(.nothingMatches(criteria: "--filter \"no such scenario\"", available: 4)))
        #expect(error?.description == "no scenario matches --filter \"no such scenario\" (4 scenarios found)")
    }

    @Test("--shard 3/2 is a usage error")
    func shardBeyondCountIsRefused() async {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.shard = "3/2"

        // When / Then
        await #expect(throws: AcceptanceRunError.selection(.shardIndexOutOfRange("3/2", count: 2))) {
            try await IntegrationSupport.run(options)
        }
        #expect(throws: AcceptanceRunError.selection(.shardIndexOutOfRange("3/2", count: 2))) {
            try options.checkUsage()
        }
    }

    @Test("An unwritable --junit file is a usage error before anything runs")
    func unwritableJUnitFileIsRefused() async {
        // Given
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.junitPath = "/nonexistent-folder/report.xml"

        // When
        let error = await #expect(throws: AcceptanceRunError.self) {
            try await IntegrationSupport.run(options)
        }

        // Then
        #expect(error == .junitUnwritable(path: "/nonexistent-folder/report.xml", reason: "no such folder /nonexistent-folder"))
        #expect(error?.description
            == "cannot write the JUnit report /nonexistent-folder/report.xml: no such folder /nonexistent-folder")
    }

    @Test("An empty --junit path is a usage error before anything is read")
    func emptyJUnitPathIsRefused() {
        // Given
        var options = AcceptanceOptions()
        options.junitPath = ""

        // When / Then
        #expect(throws: AcceptanceRunError.emptyJUnitPath) { try options.checkUsage() }
        #expect(AcceptanceRunError.emptyJUnitPath.description == "--junit: the file path is empty")
    }

    @Test("Options that contradict each other are refused before any file is read")
    func contradictoryOptionsAreRefused() {
        // Given
        var noJobs = AcceptanceOptions()
        noJobs.jobs = 0
        var seedAlone = AcceptanceOptions()
        seedAlone.seed = 7
        var listAsTAP = AcceptanceOptions()
        listAsTAP.list = true
        listAsTAP.tap = true

        // When / Then
        #expect(throws: AcceptanceRunError.invalidJobs(0)) { try noJobs.checkUsage() }
        #expect(throws: AcceptanceRunError.seedWithoutShuffle(7)) { try seedAlone.checkUsage() }
        #expect(throws: AcceptanceRunError.listWithTAP) { try listAsTAP.checkUsage() }
        #expect(throws: Never.self) { try AcceptanceOptions().checkUsage() }
    }
}
