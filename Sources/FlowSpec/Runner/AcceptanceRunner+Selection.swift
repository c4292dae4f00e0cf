import FlowScript
import Foundation

/// Which scenarios a run selects: the options as a ``ScenarioSelection``, with `FILE:LINE` arguments named as
/// discovery names their files.
extension AcceptanceRunner {
    /// The selection the options describe, with a fresh seed for `--shuffle` without `--seed`.
    static func selection(for options: AcceptanceOptions) throws(AcceptanceRunError) -> ScenarioSelection {
        do {
            var selection = ScenarioSelection(
                filter: try options.filter.map { text throws(ScenarioSelectionError) in try ScenarioFilter(parsing: text) },
                includedTags: options.includedTags,
                excludedTags: options.excludedTags,
                shard: try options.shard.map { text throws(ScenarioSelectionError) in try ScenarioShard(parsing: text) },
                shuffle: options.shuffle ? options.seed.map(ScenarioShuffle.init(seed:)) ?? .randomSeed() : nil)
            selection.allowsOnly = options.allowsOnly
            return selection
        } catch {
            throw .selection(error)
        }
    }

    /// The `FILE:LINE` arguments, each file named as discovery names it (and as ``Scenario/file`` holds it):
    /// `specs/a_spec.lua:19`, `./specs/a_spec.lua:19` and an absolute path to it select alike.
    static func lines(of options: AcceptanceOptions) -> [ScenarioLine] {
        let discovery = SpecDiscovery(projectFolder: options.projectFolder)
        return options.lines.map { line in
            var named = line
            if let file = (try? discovery.specs(under: [line.file]))?.files.first {
                named.file = file
            }
            return named
        }
    }
}
