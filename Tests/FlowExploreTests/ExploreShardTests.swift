import FlowModules
import FlowScript
import Foundation
import Testing
@testable import FlowExplore

/// `--shard K/N` and `--merge`: the parts of a split exploration, merged, report what one run reports.
@Suite("flowrun explore: shards and their merge")
struct ExploreShardTests {
    private func explorer(_ flow: String, shard: ExploreShard? = nil) throws -> FlowExplorer {
        var options = ExploreOptions()
        options.inputs = try ExploreTestSupport.demoInputs()
        options.timeBudget = .seconds(3600)
        options.shard = shard
        return FlowExplorer(
            flowFile: ExploreTestSupport.file(flow), modules: try FlowModuleRegistry(BuiltInModules.all),
            scriptRoots: [ExploreTestSupport.file("scripts")], options: options)
    }

    /// The parts of `flow` split `count` ways, each read back from its file's bytes.
    private func parts(_ flow: String, count: Int) async throws -> [(part: ExplorePart, source: String)] {
        var parts: [(part: ExplorePart, source: String)] = []
        for index in 1...count {
            let shard = try ExploreShard(parsing: "\(index)/\(count)")
            let part = try #require(try await explorer(flow, shard: shard).explore().part)
            parts.append((try ExplorePart(data: part.data, source: "part \(index)"), "part \(index)"))
        }
        return parts
    }

    @Test("merging N shards gives the states, map and findings of one run",
          arguments: ["Tests/Fixtures/explore/planted.lua", "Tests/Fixtures/explore/alert-and-error.lua",
                      "examples/app.lua"], [1, 2, 3, 5])
    func mergedShardsEqualOneRun(flow: String, count: Int) async throws {
        // When
        let whole = try await explorer(flow).explore()
        let parts = try await parts(flow, count: count)
        let merged = try await explorer(flow).merge(parts.reversed())

        // Then
        #expect(merged.states == whole.states)
        #expect(merged.actions == whole.actions)
        #expect(merged.stop == whole.stop)
        #expect(merged.map.nodes == whole.map.nodes)
        #expect(merged.map.edges == whole.map.edges)
        #expect(merged.findings == whole.findings, "\(merged.paths) against \(whole.paths)")
        // the shards split the work: not every one tried every action (the planted flow's launch screen has
        // one big subtree, so one shard may hold nearly all of it)
        if count > 1 && flow.hasSuffix("planted.lua") {
            let least = parts.map(\.part.outcomes.count).min() ?? 0
            #expect(least < whole.actions, "\(parts.map(\.part.outcomes.count)) of \(whole.actions)")
        }
        #expect(ExploreJUnit.text(of: merged).replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
            == ExploreJUnit.text(of: whole).replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression))
    }

    @Test("--shard refuses K outside 1...N, no shards, and text that is not K/N",
          arguments: ["3/2", "0/0", "0/3", "1/0", "a/2", "2", "1/2/3", "-1/2", ""])
    func badShardRefused(text: String) {
        #expect(throws: ExploreError.self) { try ExploreShard(parsing: text) }
    }

    @Test("a merge refuses a missing or doubled shard, another split, and another flow, naming the part")
    func mismatchedPartsRefused() async throws {
        // Given
        let planted = "Tests/Fixtures/explore/planted.lua"
        let halves = try await parts(planted, count: 2)
        let thirds = try await parts(planted, count: 3)
        let counter = try await parts("Tests/Fixtures/explore/counter.lua", count: 2)

        // Then
        let cases: [([(part: ExplorePart, source: String)], String)] = [
            ([halves[0]], "shard 2/2 of the split is missing"),
            ([halves[0], halves[0], halves[1]], "cannot merge part 1: shard 1/2 was given already"),
            ([halves[0], thirds[1]], "cannot merge part 2: it is shard 2/3"),
            ([halves[0], (counter[1].part, "other")], "cannot merge other: it was saved exploring"),
        ]
        for (given, message) in cases {
            await #expect { _ = try await explorer(planted).merge(given) } throws: { error in
                "\(error)".contains(message)
            }
        }
        #expect { try ExplorePart(data: Data("{}".utf8), source: "x.state") } throws: { error in
            "\(error)".contains("cannot merge x.state: it is not a part")
        }
    }
}
