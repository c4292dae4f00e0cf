import FlowHostTestSupport
import FlowModules
import FlowScript
import FlowStore
import FlowTestSupport
import Foundation
import Testing
@testable import FlowExplore

/// What explore's options and bookkeeping promise beyond the planted bugs: one finding for a field that fails
/// the same way whatever is typed, `--max-rows`, each map edge once, a secure field tried with every input,
/// and the replay commands of a finding split by a relaunch.
@Suite("flowrun explore: options, de-duplication and replay files")
struct ExploreOptionTests {
    /// Explores the one-line flow `body` (run with `app`) with the built-in modules and `extra`.
    private func explore(
        _ body: String, extra: [any FlowModule] = [], state: AppStateStore? = nil,
        options: ExploreOptions = ExploreOptions()
    ) async throws -> ExploreResult {
        let folder = try TemporaryDirectory()
        let flow = try folder.write("return function(app)\n  \(body)\nend\n", to: "flow.lua")
        var options = options
        options.timeBudget = .seconds(3600)
        let registry = try FlowModuleRegistry(BuiltInModules.all + extra)
        let explorer = FlowExplorer(
            flowFile: URL(fileURLWithPath: flow), modules: registry, state: state, options: options)
        return await explorer.explore()
    }

    @Test("a field whose every input fails the same way is one finding, not one per input")
    func fieldFailingForEveryInputIsOneFinding() async throws {
        // Given
        let form = CodeFormModule()

        // When
        let result = try await explore("app.nav:replace_root(app.codeform.failing())", extra: [form])

        // Then: every input but the empty one (the field's value) was tried, and each failed
        let inputs = ExploreInputs().values(for: ScreenField(id: "code", label: "Code")).map(\.text)
        #expect(Set(form.typed.all) == Set(inputs.filter { !$0.isEmpty }))
        let failures = result.findings.filter { $0.kind.isError }
        #expect(failures.count == 1, "\(result.paths)")
        #expect(failures.first?.message.contains("planted: the code field refuses every text") == true)
        #expect(failures.first?.path.count == 1)
    }

    @Test("a secure field is tried with every input, even the one its value already equals")
    func secureFieldIsTriedWithEveryInput() async throws {
        // Given: the field holds Secret-123, the plausible text of a secure field
        let form = CodeFormModule()
        var options = ExploreOptions()
        options.maxDepth = 1

        // When
        _ = try await explore("app.nav:replace_root(app.codeform.secure())", extra: [form], options: options)

        // Then
        let inputs = ExploreInputs().values(for: ScreenField(id: "code", label: "Code", isSecure: true)).map(\.text)
        #expect(inputs.contains("Secret-123"))
        #expect(Set(form.typed.all) == Set(inputs))
    }

    @Test("--max-rows selects only the first rows of a list", arguments: [1, 3, 5])
    func maxRowsLimitsTheRowsSelected(maxRows: Int) async throws {
        // Given: eight stored items
        let registry = try FlowModuleRegistry(BuiltInModules.all)
        let store = try AppStateStore.inMemory(schema: registry.schema)
        let items = FlowValue.list((1...8).map { .record(["title": .string("Item \($0)")]) })
        try ItemsModule().contract.preset("items", arguments: [.flow(items)])(store)
        var options = ExploreOptions()
        options.maxDepth = 1
        options.maxRows = maxRows

        // When
        let result = try await explore("app.nav:replace_root(app.items.list())", state: store, options: options)

        // Then
        let selected = Set(result.map.edges.map(\.action).filter { $0.hasPrefix("select ") })
        #expect(selected == Set((1...maxRows).map { "select \($0)" }), "\(result.map.edges.map(\.action))")
    }

    @Test("the map holds each edge once, however many states of a screen take it")
    func mapHoldsEachEdgeOnce() async throws {
        // When: the planted flow's login form is reached in many states (one per typed input)
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua")

        // Then
        let edges = result.map.edges
        #expect(edges.count == Set(edges).count, "\(edges.map(\.action))")
        #expect(edges.contains { $0.action == "relaunch" })
        let dot = FlowMapDOT.text(of: result.map, title: "planted")
        let arrows = dot.split(separator: "\n").filter { $0.contains("->") }
        #expect(arrows.count == Set(arrows).count)
    }

    @Test("a finding split by a relaunch replays its later parts over the state left, without --fresh")
    func laterPartsReplayWithoutFresh() throws {
        // Given
        let finding = ExploreFinding(
            kind: .flowError, screen: "home", message: "boom",
            path: [.event(.tap(title: "A")), .relaunch, .event(.tap(title: "B")), .relaunch, .event(.tap(title: "C"))])

        // When
        let files = FindingEventsFile.files(for: finding, number: 1, flow: "app.lua", directory: "out")

        // Then
        #expect(files.map(\.name) == ["01-flow-error.events", "01-flow-error.2.events", "01-flow-error.3.events"])
        let commands = files[0].text.split(separator: "\n").filter { $0.contains("flowrun run") }.map(String.init)
        #expect(commands == [
            "#   flowrun run app.lua --events out/01-flow-error.events --state \"$state\" --fresh",
            "#   flowrun run app.lua --events out/01-flow-error.2.events --state \"$state\"",
            "#   flowrun run app.lua --events out/01-flow-error.3.events --state \"$state\"",
        ])
        #expect(files[0].text.contains("#   state=$(mktemp -d)\n"))
        #expect(files.allSatisfy { $0.text.components(separatedBy: "--fresh").count == 2 })
    }

    @Test("a screen whose only way on is back is no dead end")
    func screenWithOnlyBackIsNoDeadEnd() async throws {
        // When: Open pushes a screen of labels only, left by going back
        let result = try await explore("""
            app.nav:replace_root(app.screen{ name = "home", title = "Home", buttons = {
                { title = "Open", action = function()
                    app.nav:push(app.screen{ name = "info", title = "Info", labels = { "Nothing to tap" } })
                  end },
              } })
            """)

        // Then
        #expect(result.findings(.deadEnd).isEmpty, "\(result.paths)")
        #expect(result.map.edges.contains { $0.action == "back" })
    }

    @Test("only a finding file's own part numbers are taken for a finding's files", arguments: [
        ("01-flow-error.2.events", true), ("01-flow-error.2.3.events", false), ("01-flow-error.x.events", false),
    ])
    func findingPartNames(name: String, isFinding: Bool) {
        #expect(FindingEventsFile.isFindingFile(name) == isFinding)
    }

    @Test("errors come before warnings, however deep; within each, the shallowest first")
    func errorsComeBeforeWarnings() async throws {
        // When
        let result = try await ExploreTestSupport.explore("Tests/Fixtures/explore/planted.lua")

        // Then: the dead end (one tap) and the failed callback (five actions), then the idle button (one tap)
        #expect(result.findings.map(\.kind) == [.deadEnd, .callbackFailed, .noEffect], "\(result.paths)")
        #expect(result.findings.map(\.kind.isError) == [true, true, false])
        #expect(result.findings.map(\.depth) == [1, 5, 1])
    }
}
