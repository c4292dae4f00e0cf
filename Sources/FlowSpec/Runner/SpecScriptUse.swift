import Foundation

/// Which scripts each spec file's scenarios loaded in a run: the flows they launched and the modules those
/// required, from the lines the run recorded. `flowrun test --watch` re-runs the specs a saved script
/// affects from it.
public struct SpecScriptUse: Hashable, Sendable {
    /// By spec file, the scripts its scenarios ran lines of; every path absolute and standardized.
    public var scripts: [String: Set<String>]

    /// Creates a record, empty by default.
    public init(scripts: [String: Set<String>] = [:]) {
        self.scripts = scripts
    }

    /// The record the results carry (those run with coverage recorded); relative spec files and chunk names
    /// are resolved against `directory`, as the run names them from the working directory.
    init(results: [ScenarioResult], directory: URL) {
        var scripts: [String: Set<String>] = [:]
        for result in results {
            guard let lines = result.coverage?.lines.lines else { continue }
            let spec = Self.absolute(result.scenario.file, in: directory)
            for (chunk, run) in lines where !run.isEmpty {
                scripts[spec, default: []].insert(Self.absolute(chunk, in: directory))
            }
        }
        self.scripts = scripts
    }

    /// `path` made absolute against `directory` and standardized.
    static func absolute(_ path: String, in directory: URL) -> String {
        URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL.path
    }
}
