import FlowHostTestSupport
import FlowModules
import FlowScript
import FlowTestSupport
import Foundation
import Testing
@_spi(Benchmarks) @testable import FlowExplore

/// Explore reaches each state from its live session over steps already taken, so its cost grows with the
/// number of states, and it finds what replaying every path from a fresh launch finds.
@Suite("flowrun explore: walking between states")
struct ExploreWalkTests {
    /// Explores the flow `source`, written to a temporary folder.
    private func explore(_ source: String, options: ExploreOptions) async throws -> ExploreResult {
        let folder = try TemporaryDirectory()
        let flow = try folder.write(source, to: "flow.lua")
        var options = options
        options.timeBudget = .seconds(3600)
        let explorer = FlowExplorer(
            flowFile: URL(fileURLWithPath: flow), modules: try FlowModuleRegistry(BuiltInModules.all), options: options)
        return await explorer.explore()
    }

    private func options(maxDepth: Int = 24, replaying: Bool = false) -> ExploreOptions {
        var options = ExploreOptions()
        options.maxDepth = maxDepth
        options.replaysFromLaunch = replaying
        return options
    }

    @Test("a chain of 50 screens costs actions executed in proportion to its length, not to its square")
    func chainCostsLinearActions() async throws {
        // When
        let walked = try await explore(ExploreShapes.chain(50), options: options(maxDepth: 60))
        let replayed = try await explore(ExploreShapes.chain(50), options: options(maxDepth: 60, replaying: true))

        // Then: one Next per screen, relaunches answered from the first launch
        #expect(walked.states == 50)
        #expect(walked.stop == .complete)
        #expect(walked.counts.executed <= 2 * 50, "\(walked.counts)")
        #expect(walked.counts.replaySteps <= 50, "\(walked.counts)")
        // the replays from a fresh launch of the old way: 1 + 2 + ... + 50 steps
        #expect(replayed.counts.executed >= 50 * 49 / 2, "\(replayed.counts)")
    }

    @Test("chains, a fan and a tree of pushed screens cost a few actions executed per state", arguments: [
        ("chain", ExploreShapes.chain(40, pushing: true)), ("fan", ExploreShapes.fan(40)),
        ("grid", ExploreShapes.grid(levels: 3, choices: 4)),
    ])
    func pushedShapesCostLinearActions(shape: String, source: String) async throws {
        // When
        let result = try await explore(source, options: options(maxDepth: 60))

        // Then
        #expect(result.stop == .complete)
        #expect(result.counts.executed <= 8 * result.states, "\(shape): \(result.states) states, \(result.counts)")
    }

    @Test("walking finds the same states, map and findings as replaying every action from a fresh launch",
          arguments: ["Tests/Fixtures/explore/planted.lua", "Tests/Fixtures/explore/alert-and-error.lua",
                      "Tests/Fixtures/explore/duplicate.lua", "examples/app.lua"])
    func walkingFindsWhatReplayingFinds(flow: String) async throws {
        // Given
        var walking = ExploreOptions()
        walking.inputs = try ExploreTestSupport.demoInputs()
        var replaying = walking
        replaying.replaysFromLaunch = true

        // When
        let walked = try await ExploreTestSupport.explore(flow, options: walking)
        let replayed = try await ExploreTestSupport.explore(flow, options: replaying)

        // Then
        #expect(walked.states == replayed.states)
        #expect(walked.map.nodes == replayed.map.nodes)
        #expect(walked.map.edges == replayed.map.edges)
        #expect(walked.findings == replayed.findings, "\(walked.paths) against \(replayed.paths)")
        #expect(walked.counts.executed < replayed.counts.executed, "\(walked.counts) against \(replayed.counts)")
    }

    @Test("a step that lands elsewhere when walked again is a not-reproducible finding, and its edge unreliable")
    func stepLandingElsewhereIsReported() async throws {
        // When
        let walked = try await ExploreTestSupport.explore("Tests/Fixtures/explore/nondeterministic.lua")

        // Then: the finding names the step, from a fresh launch
        let found = walked.findings(.notReproducible)
        try #require(found.count == 1, "\(walked.paths)")
        #expect(found[0].path == [.event(.tap(title: "Go"))])
        #expect(found[0].screen == "home \"Home\"")
        #expect(found[0].message.contains("not deterministic"))
        let unreliable = walked.map.unreliableEdges.map { walked.map.edges[$0] }
        #expect(unreliable.map(\.action) == ["tap Go"])
        // and the exploration replayed its way on: the screen behind the surprise was still explored
        #expect(walked.map.nodes.map(\.module).contains("c"))
    }

    @Test("a limit that stops the exploration names the states it left, by depth")
    func limitNamesFrontierLeft() async throws {
        // When
        let deep = try await explore(ExploreShapes.chain(10), options: options(maxDepth: 4))
        let complete = try await explore(ExploreShapes.chain(3), options: options())

        // Then
        #expect(deep.stop == .maxDepth)
        #expect(deep.frontier.levels == [ExploreFrontier.Level(depth: 4, states: 1)])
        #expect(ExploreSummary.text(of: deep).contains("1 state left unexplored: 1 at depth 4"))
        #expect(complete.frontier.levels.isEmpty)
        #expect(!ExploreSummary.text(of: complete).contains("left unexplored"))
    }
}
