import Foundation
import Testing
@testable import FlowSpec

/// The runner over the files it finds: unreadable ones reported in flowrun's words while the others run.
@Suite("Acceptance runner: finding and reading specs")
struct AcceptanceRunnerDiscoveryTests {
    /// A spec of one passing scenario that needs no flow.
    private static let passing = """
        describe("Plain", function()
          it("passes", function()
            expect(1).to_equal(1)
          end)
        end)

        """

    @Test("A spec starting with a #! line runs, and its failures keep their line numbers")
    func hashBangSpecRunsWithItsLineNumbers() async throws {
        // Given
        let folder = try SpecFolder()
        let spec = try folder.write("""
            #!/usr/bin/env -S flowrun test
            describe("Bang", function()
              it("fails on line four", function()
                expect(1).to_equal(2)
              end)
            end)

            """, to: "bang_spec.lua")
        let options = IntegrationSupport.options([spec])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("FAILED Bang fails on line four (\(spec):3)"))
        #expect(output.text.contains("\(spec):4: expected 2, got 1"))
        #expect(output.lines.last == "0 passed, 1 failed")
    }

    @Test("Specs that cannot be read are reported in flowrun's words, by name, while the others run")
    func unreadableSpecsAreReportedWhileOthersRun() async throws {
        // Given: a Latin-1 spec and a good one
        let folder = try SpecFolder()
        try folder.write(Self.passing, to: "plain_spec.lua")
        let latin = try folder.write(Data("-- caf".utf8) + Data([0xE9, 0x0A]), to: "latin_spec.lua")
        let options = IntegrationSupport.options([folder.path])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("\(latin):1: cannot read the spec \(latin): not valid UTF-8 (byte 0xE9 at line 1)"))
        #expect(output.lines.last == "1 passed, 1 failed")
    }
}
