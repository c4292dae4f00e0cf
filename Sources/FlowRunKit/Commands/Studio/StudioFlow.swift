import FlowExplore
import FlowScript
import FlowStore
import FlowStudio
import Foundation

/// What `flowrun studio` serves: the flow, the state every session starts from a copy of, the limits, the
/// recorders `--record`/`--record-spec` use, and `flowrun explore`'s map.
final class StudioFlow: StudioFlowSource, @unchecked Sendable {
    private let flowFile: URL
    private let scriptRoots: [URL]
    private let limits: FlowScriptLimits
    private let instant: Date?
    private let modules: FlowModuleRegistry
    /// The starting state; copied under ``lock``, never written.
    private let base: AppStateStore
    private let lock = NSLock()

    /// Serves `flowFile` over copies of `base`, which the flow now owns.
    /// - Parameters:
    ///   - instant: The fixed clock (`--clock`), or `nil` for the time of day.
    init(
        flowFile: URL, base: AppStateStore, scriptRoots: [URL], limits: FlowScriptLimits, instant: Date?,
        modules: FlowModuleRegistry
    ) {
        self.flowFile = flowFile
        self.base = base
        self.scriptRoots = scriptRoots
        self.limits = limits
        self.instant = instant
        self.modules = modules
    }

    deinit {
        try? base.close()
    }

    func playerConfiguration(watchdog: WallClockWatchdog?) throws -> FlowPlayerConfiguration {
        let copy = try lock.withLock { try base.inMemoryCopy() }
        let instant = instant
        return FlowPlayerConfiguration(
            flowFile: flowFile, base: copy, modules: modules, scriptRoots: scriptRoots, limits: limits,
            now: { instant ?? Date() }, watchdog: watchdog)
    }

    func recording() -> any StudioRecording {
        StudioSessionRecording(flowPath: flowFile.relativePath)
    }

    func map() async -> StudioMap {
        let state: AppStateStore
        do {
            state = try lock.withLock { try base.inMemoryCopy() }
        } catch {
            return StudioMap(svg: nil, names: [:], paths: [:], problem: "the state could not be copied: \(error)")
        }
        defer { try? state.close() }
        var options = ExploreOptions()
        options.maxStates = 300
        options.timeBudget = .seconds(30)
        let result = await FlowExplorer(
            flowFile: flowFile, modules: modules, scriptRoots: scriptRoots, limits: limits, state: state,
            options: options
        ).explore()
        let dot = FlowMapDOT.text(of: result.map, title: result.flow, findings: result.findings)
        let names = Dictionary(uniqueKeysWithValues: result.map.nodes.map { ("s\($0.id)", $0.name) })
        let paths = Dictionary(uniqueKeysWithValues: result.nodePaths.map { node, path in
            ("s\(node)", path.map { action -> StudioMap.Step in
                switch action {
                case .event(let event): .event(event)
                case .relaunch: .relaunch
                }
            })
        })
        switch GraphvizRenderer().svg(dot) {
        case .success(let svg):
            return StudioMap(svg: svg, names: names, paths: paths)
        case .failure(let failure):
            return StudioMap(svg: nil, names: names, paths: paths, problem: "no map drawn: \(failure)")
        }
    }
}
