import FlowScript
import FlowTooling
import Foundation
import LuaHost

/// The host of one spec file in its own sandboxed Lua state: the table `H` over a ``SpecApp``, the DSL loaded
/// with it, and the two phases of spec.lua's contract, collection and execution.
///
/// The runner makes one per scenario (and one per file to collect it), so no scenario sees another's Lua values;
/// the in-memory store a launch takes from the run's ``SpecStorePool`` was emptied when the scenario before gave it
/// back.
/// Collection and execution run inside the state's async driver, so the verbs, which await the flow driver,
/// suspend the spec's coroutine; one instruction budget covers each of them.
final class SpecHost {
    /// The message of a failure a spec asks for without giving one.
    static let defaultFailureReason = "a failure the spec asked for"

    /// The spec file as reports name it.
    let file: String
    /// The app the scenario drives.
    let app: SpecApp
    /// What the spec and its flow printed: while collecting, then (once ``run(_:)`` collected again) while
    /// running the scenario.
    let output = SpecOutput()

    private let source: String
    private let snapshots: ScenarioSnapshots?
    private let state: LuaState
    private let wording: SpecLimitWording
    private let entry: LuaFunction
    private let module: LuaTable

    /// Loads the DSL into a new state for the spec `file` whose text is `source`.
    /// - Parameters:
    ///   - file: The spec file as reports name it.
    ///   - source: Its text.
    ///   - scriptRoots: Where flow files and modules are looked for (after the working directory).
    ///   - projectFolder: The project's folder, where `launch` looks after the spec's folder; nil for none.
    ///   - limits: The spec's and the flow's limits.
    ///   - modules: The registered modules: the app's and the DSL's vocabulary.
    ///   - chunkCache: The run's compiled chunks (the prelude, spec files and flow scripts), shared by every
    ///     scenario's states so that each is parsed once; nil parses them for each state.
    ///   - stores: The run's in-memory stores, which launches take and give back; nil makes one per launch.
    ///   - snapshots: What the scenario's `to_match_snapshot` checks against; nil for a host that only collects
    ///     (the DSL refuses the matcher outside a scenario).
    ///   - recordsCoverage: Whether the scenario's result carries the flow lines and screen parts it used.
    /// - Throws: ``LuaError`` when the state or the DSL cannot be set up (memory).
    init(
        file: String, source: String, scriptRoots: [URL], projectFolder: URL? = nil, limits: SpecLimits,
        modules: FlowModuleRegistry, chunkCache: LuaChunkCache?, stores: SpecStorePool? = nil,
        snapshots: ScenarioSnapshots? = nil, recordsCoverage: Bool = false
    ) throws {
        self.file = file
        self.source = source
        wording = SpecLimitWording(limits: limits)
        self.snapshots = snapshots
        let folder = Self.folder(of: file)
        state = try LuaState(options: LuaStateOptions(
            libraries: .sandbox,
            scriptRoots: [folder] + scriptRoots.map(\.path),
            memoryLimit: limits.memoryLimit,
            instructionBudget: limits.instructionBudget,
            chunkCache: chunkCache))
        try output.install(in: state)
        app = SpecApp(
            specFolder: folder, projectFolder: projectFolder, scriptRoots: scriptRoots, limits: limits.flow,
            chunkCache: chunkCache, stores: stores, output: output, modules: modules, recordsCoverage: recordsCoverage)
        let prelude = try state.load(SpecHostPrelude.code, name: SpecHostPrelude.chunkName)
            .call(returning: LuaTable.self)
        entry = try prelude.get("entry", as: LuaFunction.self)
        let host = try Self.makeHostTable(state: state, app: app, modules: modules, snapshots: snapshots)
        module = try state.load(SpecDSL.bytecode.get()).call(host, returning: LuaTable.self)
    }

    deinit {
        close()
    }

    /// Releases the flow's and the spec's Lua states, and gives the flow's store back.
    func close() {
        app.close()
        state.close()
    }

    // MARK: - Phases

    /// Phase 1: the file's scenarios, or why it could not load.
    /// - Parameter index: When collecting again to run one scenario, its index: the others are only counted,
    ///   and only that one is returned.
    func collect(only index: Int? = nil) async -> SpecCollection {
        let values: [LuaValue]
        do {
            let collect = try module.get("collect", as: LuaFunction.self)
            values = try await state.runAsync(entry, collect, source, file, index.map(LuaValue.integer) ?? .nil)
        } catch let error as LuaError {
            if case .timeout = error {
                return .failed(message: "declaring the scenarios did not finish within \(wording.budget)", location: nil)
            }
            return .failed(message: error.description, location: nil)
        } catch {
            return .failed(message: String(describing: error), location: nil)
        }
        do {
            return try SpecCollection(collected: values, file: file)
        } catch {
            return .failed(message: "the DSL's collect returned an unexpected value: \(error)", location: nil)
        }
    }

    /// Phase 2: collects the file again in this state and runs `scenario`; the result carries what the
    /// scenario printed and the snapshots it checked. Flow work still waiting for a call the spec held is
    /// abandoned at the end. The result's duration is left for the caller, who knows when the scenario started.
    func run(_ scenario: Scenario) async -> ScenarioResult {
        var result = await execute(scenario)
        await app.abandonWaitingWork()
        result.output = output.text
        result.snapshots = snapshots?.uses ?? []
        result.coverage = app.coverage
        return result
    }

    /// What a run cut short by the spec's limits leaves for its report.
    private var interruption: SpecInterruption {
        SpecInterruption(state: state, module: module, file: file)
    }

    /// The steps of ``run(_:)`` but the output.
    private func execute(_ scenario: Scenario) async -> ScenarioResult {
        switch await collect(only: scenario.index) {
        case .failed(let message, let location):
            return .loadFailure(file: file, message: message, location: location)
        case .scenarios(let scenarios):
            output.clear()
            guard scenarios.count == 1, scenarios[0].index == scenario.index, scenarios[0].name == scenario.name
            else {
                return ScenarioResult(
                    scenario: scenario, status: .error,
                    message: "the spec declared other scenarios when collected again "
                        + "(names must not depend on time or chance)",
                    location: scenario.location)
            }
        }
        do {
            let values = try await state.runAsync(entry, module.get("run", as: LuaFunction.self), scenario.index)
            guard case .table(let outcome)? = values.first else {
                throw SpecHostError.badValue(function: "run", detail: "the DSL returned no result table")
            }
            return wording.result(of: try SpecRunOutcome(of: scenario, from: outcome), flowTimeout: app.flowTimeout)
        } catch LuaError.timeout {
            // Read first: calling into the state again (for the steps) gives it a new budget, forgetting
            // where the last one ran out.
            let spent = state.instructionBudgetSpentAt
            let steps = interruption.steps()
            // Inside a helper module, the spec's line that called into it is the scenario's step: the
            // report is there, and names the helper's line, as a failure inside a helper does.
            let origin = spent.flatMap(interruption.origin(of:))
            let helper = origin?.helper.map { "in \($0): " } ?? ""
            return ScenarioResult(
                scenario: scenario, status: .timeout,
                message: helper + "the scenario did not finish within \(wording.budget)",
                location: origin?.location ?? spent.flatMap(interruption.specLocation) ?? scenario.location,
                screen: Self.screenText(of: app), transcript: steps)
        } catch LuaError.memory {
            return ScenarioResult(
                scenario: scenario, status: .failed,
                message: "the spec ran out of \(wording.memoryLimit)",
                location: scenario.location, screen: Self.screenText(of: app), transcript: interruption.steps(),
                failureKind: .error)
        } catch {
            return ScenarioResult(
                scenario: scenario, status: .failed, message: "the spec runner failed: \(error)",
                location: scenario.location, screen: Self.screenText(of: app), failureKind: .error)
        }
    }

    /// The top screen of `app` as the terminal shows it, secrets masked; nil before launch or when nothing
    /// renders.
    static func screenText(of app: SpecApp) -> String? {
        guard app.isLaunched, let screen = try? app.screen() else { return nil }
        let text = TerminalScreenRenderer(width: Self.screenWidth, colorMode: .plain).render(screen)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    // MARK: - Private

    /// The folder of the spec `file`, spelled as the run names the file: a module found there is named the
    /// same way (`Tests/Acceptance/helpers/steps.lua`, not an absolute path), and so are failures in it.
    private static func folder(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The width failure reports draw screens at.
    private static let screenWidth = 60
}
