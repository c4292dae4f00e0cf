import FlowModules
import FlowScript
import Foundation
import Testing
@testable import FlowExplore

/// `--resume`: an exploration a limit stopped goes on from the frontier it saved, and ends where one run
/// without the limit ends; a frontier saved for something else is refused.
@Suite("flowrun explore: resuming a saved frontier")
struct ExploreResumeTests {
    private func explorer(_ flow: String, _ options: ExploreOptions) throws -> FlowExplorer {
        var options = options
        options.inputs = try ExploreTestSupport.demoInputs()
        return FlowExplorer(
            flowFile: ExploreTestSupport.file(flow), modules: try FlowModuleRegistry(BuiltInModules.all),
            scriptRoots: [ExploreTestSupport.file("scripts")], options: options)
    }

    @Test("a run stopped by --max-states, then by --max-depth, resumed to the end, equals one whole run",
          arguments: ["Tests/Fixtures/explore/planted.lua", "examples/app.lua"])
    func resumedRunEqualsWholeRun(flow: String) async throws {
        // Given
        var whole = ExploreOptions()
        whole.timeBudget = .seconds(3600)
        var few = whole
        few.maxStates = 2
        var shallow = whole
        shallow.maxDepth = 4

        // When: stopped twice, resumed from the saved file each time
        let first = try await explorer(flow, few).explore()
        let saved = try #require(first.checkpoint)
        let second = try await explorer(flow, shallow).explore(
            resuming: try ExploreCheckpoint(data: saved.data, source: "first"))
        let again = try #require(second.checkpoint)
        let last = try await explorer(flow, whole).explore(resuming: try ExploreCheckpoint(data: again.data, source: "second"))
        let reference = try await explorer(flow, whole).explore()

        // Then
        #expect(first.stop == .maxStates)
        #expect(first.frontier.states > 0)
        #expect(second.stop == .maxDepth || second.stop == .complete)
        #expect(last.stop == .complete)
        #expect(last.checkpoint == nil)
        #expect(last.states == reference.states)
        #expect(last.actions == reference.actions)
        #expect(last.map.nodes == reference.map.nodes)
        #expect(Set(last.map.edges) == Set(reference.map.edges))
        #expect(last.findings == reference.findings, "\(last.paths) against \(reference.paths)")
    }

    @Test("a frontier that is damaged, of another version, or saved for another flow or options is refused, naming the file")
    func foreignOrDamagedFrontierRefused() async throws {
        // Given
        var few = ExploreOptions()
        few.maxStates = 2
        let saved = try #require(try await explorer("Tests/Fixtures/explore/planted.lua", few).explore().checkpoint)
        var seeded = few
        seeded.seed = 7

        // Then
        #expect(throws: ExploreError.self) { try ExploreCheckpoint(data: Data("{}".utf8), source: "x.state") }
        let damaged = Data(ExploreCheckpoint.header.utf8) + Data("{\"frontier\": [".utf8)
        #expect { try ExploreCheckpoint(data: damaged, source: "d.state") } throws: { error in
            "\(error)".contains("cannot resume from d.state: it is damaged")
        }
        let older = Data("# flowrun explore frontier, version 0\n{}".utf8)
        #expect { try ExploreCheckpoint(data: older, source: "o.state") } throws: { error in
            "\(error)".contains("another version")
        }
        let checkpoint = try ExploreCheckpoint(data: saved.data, source: "f.state")
        #expect { try explorer("Tests/Fixtures/explore/counter.lua", few).check(checkpoint, source: "f.state") } throws: { error in
            "\(error)".contains("cannot resume from f.state: it was saved exploring")
        }
        #expect { try explorer("Tests/Fixtures/explore/planted.lua", seeded).check(checkpoint, source: "f.state") } throws: { error in
            "\(error)".contains("other options")
        }
        try explorer("Tests/Fixtures/explore/planted.lua", few).check(checkpoint, source: "f.state")
    }
}
