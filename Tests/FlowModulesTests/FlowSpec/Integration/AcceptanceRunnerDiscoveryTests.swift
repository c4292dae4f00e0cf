import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The runner over the files it finds: each spec once whatever its spelling, empty specs noted, unreadable
/// ones reported in flowrun's words while the others run.
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

    @Test("A spec named twice, in different spellings, runs once")
    func specNamedTwiceRunsOnce() async throws {
        // Given
        let greeting = IntegrationSupport.greeting
        let options = IntegrationSupport.options(
            [greeting, "./" + greeting, IntegrationSupport.packageRoot.path + "/" + greeting])

        // When
        let (_, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(output.lines.last?.hasPrefix("2 passed, 1 failed, 1 skipped in ") == true)
        #expect(output.text.contains("(\(greeting):18)"))
    }

    @Test("--shard and --shuffle pick the same scenarios in the same order whatever the spelling of the path")
    func shardAndShuffleIgnoreThePathsSpelling() async throws {
        // Given
        let acceptance = "Tests/Acceptance"
        let spellings = [
            acceptance, "./" + acceptance + "/", IntegrationSupport.packageRoot.path + "/Tests/../" + acceptance,
        ]

        // When
        var listings: [String] = []
        for spelling in spellings {
            var options = IntegrationSupport.options([spelling])
            options.list = true
            options.shard = "1/3"
            options.shuffle = true
            options.seed = 7
            listings.append(try await IntegrationSupport.run(options).output.text)
        }

        // Then
        #expect(listings.allSatisfy { $0 == listings[0] })
        let lines = listings[0].split(separator: "\n")
        #expect(lines.first?.hasPrefix("Shuffled with seed 7") == true)
        #expect(lines.dropFirst().first?.hasPrefix(acceptance + "/") == true)
        #expect(!listings[0].hasSuffix("\n0 scenarios\n"))
    }

    @Test("A spec that declares no scenario among others is noted by name, and the others run")
    func emptySpecAmongOthersIsNoted() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.passing, to: "plain_spec.lua")
        let empty = try folder.write("-- nothing declared yet\n", to: "empty_spec.lua")
        let options = IntegrationSupport.options([folder.path])
        let notes = OutputRecorder()

        // When
        let (passed, output) = try await IntegrationSupport.run(options, notes: notes)

        // Then
        #expect(passed)
        #expect(notes.lines == ["no scenarios declared in \(empty)"])
        #expect(output.lines.last?.hasPrefix("1 passed, 0 failed in ") == true)
    }

    @Test("An empty shard runs nothing and passes: a CI matrix may have more shards than scenarios")
    func emptyShardPasses() async throws {
        // Given: greeting has 4 scenarios
        var options = IntegrationSupport.options([IntegrationSupport.greeting])
        options.shard = "5/5"

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed)
        #expect(output.lines.last?.hasPrefix("0 passed, 0 failed in ") == true)
    }

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
        #expect(output.lines.last?.hasPrefix("0 passed, 1 failed in ") == true)
    }

    @Test("Specs that cannot be read are reported in flowrun's words, by name, while the others run")
    func unreadableSpecsAreReportedWhileOthersRun() async throws {
        // Given: a Latin-1 spec, a broken link, a name that is not UTF-8, and a good spec
        let folder = try SpecFolder()
        try folder.write(Self.passing, to: "plain_spec.lua")
        let latin = try folder.write(Data("-- caf".utf8) + Data([0xE9, 0x0A]), to: "latin_spec.lua")
        let link = try folder.link("gone_spec.lua", to: folder.path("nowhere_spec.lua"))
        try folder.createFile(named: Array("bad".utf8) + [0xFF] + Array("name_spec.lua".utf8))
        let escaped = folder.path("bad\\xFFname_spec.lua")
        let options = IntegrationSupport.options([folder.path])

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(!passed)
        #expect(output.text.contains("\(latin):1: cannot read the spec \(latin): not valid UTF-8 (byte 0xE9 at line 1)"))
        #expect(output.text.contains("cannot read the spec \(link): it is a broken symbolic link (to \(folder.path("nowhere_spec.lua")))"))
        #expect(output.text.contains("COULD NOT LOAD \(escaped)"))
        #expect(output.text.contains("cannot read the spec \(escaped): its path is not valid UTF-8; rename it to run it"))
        #expect(output.lines.last?.hasPrefix("1 passed, 3 failed in ") == true)
    }
}
