import FlowScript
import FlowTooling
import Testing
@testable import FlowSpec

@Suite("--shard I/N")
struct ScenarioShardTests {
    @Test("every scenario lands in exactly one shard, and shards differ in size by at most one")
    func everyScenarioInExactlyOneShard() throws {
        // Given
        let scenarios = Scenarios.many(23)
        // When
        let shards = try (1...4).map { try ScenarioShard(index: $0, count: 4).select(scenarios) }
        // Then
        let all = shards.flatMap { $0 }
        #expect(all.count == scenarios.count)
        #expect(Set(all) == Set(scenarios))
        let sizes = shards.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test("a shard holds the same scenarios on a re-run, whatever order discovery found them in")
    func shardIsStableAcrossRunsAndOrders() throws {
        // Given
        let scenarios = Scenarios.many(30)
        let shard = try ScenarioShard(parsing: "2/3")
        // When
        let first = shard.select(scenarios)
        let again = shard.select(scenarios)
        let fromReversed = shard.select(scenarios.reversed())
        // Then
        #expect(first == again)
        #expect(Set(fromReversed) == Set(first))
        #expect(first == scenarios.filter(Set(first).contains))
    }

    @Test("the assignment follows file and name only, so it is the same on every machine")
    func assignmentIsAFixedFunctionOfFileAndName() throws {
        // Given: two scenarios whose stable hashes are known
        let scenarios = [Scenarios.named("logs in"), Scenarios.named("shows an error", index: 2)]
        // When
        let first = try ScenarioShard(parsing: "1/2").select(scenarios)
        // Then: FNV-1a of "file\0name" ranks them; the lower hash goes to shard 1
        let lower = scenarios.min { StableHash.of($0) < StableHash.of($1) }
        #expect(first == [lower])
        #expect(StableHash.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("a spec's load failure is reported by exactly one shard")
    func loadFailureInExactlyOneShard() throws {
        // Given
        let shards = try (1...5).map { try ScenarioShard(index: $0, count: 5) }
        // When
        let reporting = shards.filter { $0.reportsLoadFailure(ofFile: "Tests/Acceptance/broken_spec.lua") }
        // Then
        #expect(reporting.count == 1)
    }

    @Test("bad shard specs are refused with a message naming the value", arguments: [
        ("3/2", "--shard 3/2: the index must be from 1 to 2"),
        ("0/2", "--shard 0/2: the index must be from 1 to 2"),
        ("a/b", "--shard \"a/b\" is not I/N (two whole numbers, such as 2/4)"),
        ("2", "--shard \"2\" is not I/N (two whole numbers, such as 2/4)"),
        ("-1/2", "--shard \"-1/2\" is not I/N (two whole numbers, such as 2/4)"),
        ("1/2/3", "--shard \"1/2/3\" is not I/N (two whole numbers, such as 2/4)"),
        ("1/0", "--shard 1/0: the number of shards must be at least 1"),
    ])
    func badShardSpecIsRefused(text: String, message: String) {
        // Given / When / Then
        #expect {
            try ScenarioShard(parsing: text)
        } throws: { error in
            (error as? ScenarioSelectionError)?.description == message
        }
    }

    @Test("a well-formed shard spec parses")
    func goodShardSpecParses() throws {
        // Given / When
        let shard = try ScenarioShard(parsing: "2/4")
        // Then
        #expect(shard.index == 2)
        #expect(shard.count == 4)
        #expect(shard.description == "2/4")
    }
}
