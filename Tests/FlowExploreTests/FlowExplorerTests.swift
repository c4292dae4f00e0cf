import FlowHostTestSupport
import FlowScript
import Foundation
import Testing
@testable import FlowExplore

@Suite("flowrun explore: crawling flows")
struct FlowExplorerTests {
    @Test("the demo app, with the demo account, explores whole by default with no error and reaches every feature")
    func demoAppExploresWithoutErrors() async throws {
        // Given
        var options = ExploreOptions()
        options.inputs = try ExploreTestSupport.demoInputs()

        // When
        let result = try await ExploreTestSupport.explore("examples/app.lua", options: options)

        // Then
        #expect(!result.hasErrors, "\(result.findings)")
        let modules = Set(result.map.nodes.map(\.module))
        #expect(modules.isSuperset(of: ["onboarding", "login", "items.list", "items.add", "items.details", "melodies.list"]))
        #expect(result.stop == .complete)
        #expect(result.depth == 13)
    }

    @Test("every flow in scripts/ explores with no error", arguments: ["items.lua", "login.lua", "melodies.lua", "onboarding.lua"])
    func scriptsExploreWithoutErrors(flow: String) async throws {
        // Given
        var options = ExploreOptions()
        options.inputs = try ExploreTestSupport.demoInputs()
        options.maxDepth = 8

        // When
        let result = try await ExploreTestSupport.explore("scripts/\(flow)", options: options)

        // Then
        #expect(!result.hasErrors, "\(result.findings)")
        #expect(result.actions > 1)
    }

    @Test("the planted bugs are found, each with its shortest path, and nothing else")
    func plantedBugsFoundWithShortestPaths() async throws {
        // When
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua")

        // Then: the error three screens deep, behind a very long password, raised by the flow's on_login,
        // which the login calls back once its sign-in work settles
        let errors = result.findings(.callbackFailed)
        try #require(errors.count == 1, "\(result.findings)")
        #expect(errors[0].path.count == 5)
        #expect(errors[0].path.prefix(2) == [.event(.tap(title: "Account")), .event(.tap(title: "Open Login"))])
        #expect(errors[0].path.last == .event(.tap(title: "Sign In")))
        #expect(errors[0].path.contains(.event(.type(fieldID: "password", text: String(repeating: "x", count: 2000)))))
        #expect(errors[0].message.contains("planted: a user id of 2002 characters"))
        #expect(errors[0].screen == "login \"Sign In\"")
        // the dead end and the idle button, one tap from the launch
        #expect(result.findings(.deadEnd).map(\.path) == [[.event(.tap(title: "About"))]])
        #expect(result.findings(.noEffect).map(\.path) == [[.event(.tap(title: "Help"))]])
        #expect(result.findings.count == 3, "\(result.paths)")
        #expect(result.stop == .complete)
    }

    @Test("a flow whose start fails is one finding at depth 0, on the launch")
    func failedStartIsFindingAtDepthZero() async throws {
        // When
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/broken-start.lua")

        // Then
        #expect(result.findings.map(\.kind) == [.flowError])
        #expect(result.findings.first?.depth == 0)
        #expect(result.findings.first?.screen == "launch")
        #expect(result.findings.first?.message.contains("planted: the start fails") == true)
        #expect(result.states == 0)
    }

    @Test("a counter in the title does not make new states: the fingerprint ignores the number")
    func countingTitleStaysFinite() async throws {
        // When
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/counter.lua")

        // Then
        #expect(result.states == 1)
        #expect(result.stop == .complete)
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test("a flow with ever more states stops at --max-states, and says so")
    func unboundedFlowStopsAtMaxStates() async throws {
        // Given
        var options = ExploreOptions()
        options.maxStates = 15
        options.maxDepth = 100

        // When
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/growing.lua", options: options)

        // Then
        #expect(result.states == 15)
        #expect(result.stop == .maxStates)
        #expect(result.stop.sentence.contains("--max-states"))
    }

    @Test("a loop in a button's action is a timeout finding, and the exploration goes on")
    func endlessActionIsTimeout() async throws {
        // When
        let result = try await ExploreTestSupport.explore(
            "Tests/Fixtures/explore/looping.lua", limits: FlowScriptLimits(instructionBudget: 200_000))

        // Then
        #expect(result.findings.map(\.kind) == [.timeout])
        #expect(result.findings.first?.path == [.event(.tap(title: "Spin"))])
    }

    @Test("two buttons with one title are reported on their screen")
    func duplicateTitlesReported() async throws {
        // When
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/duplicate.lua")

        // Then
        let found = result.findings(.duplicateButtons)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("'Next'") == true)
        #expect(found.first?.path == [])
    }

    @Test("the same seed explores the same way, and --jobs does not change the result")
    func seedAndJobsDeterministic() async throws {
        // Given
        var options = ExploreOptions()
        options.seed = 42
        var parallel = options
        parallel.jobs = 3

        // When
        let first = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua", options: options)
        let again = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua", options: options)
        let jobs = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua", options: parallel)

        // Then
        for other in [again, jobs] {
            #expect(other.findings == first.findings)
            #expect(other.states == first.states)
            #expect(other.actions == first.actions)
            #expect(other.map.edges == first.map.edges)
        }
    }

    @Test("--time-budget stops the exploration and the result says so")
    func timeBudgetStops() async throws {
        // Given
        var options = ExploreOptions()
        options.timeBudget = .zero
        options.inputs = try ExploreTestSupport.demoInputs()

        // When
        let result = try await ExploreTestSupport.explore("examples/app.lua", options: options)

        // Then
        #expect(result.stop == .timeBudget)
        #expect(result.states == 1)
    }
}
