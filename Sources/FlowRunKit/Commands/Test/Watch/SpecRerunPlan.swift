import FlowSpec

/// What `flowrun test --watch` knows of the specs between runs, and which of them a save affects.
///
/// A saved spec re-runs itself; a saved flow or module re-runs every spec whose scenarios loaded it, as the
/// runs so far recorded (``SpecScriptUse``). A script no run recorded (a spec helper, a flow that did not load)
/// re-runs every spec: nothing says which of them it affects.
struct SpecRerunPlan {
    /// Which specs re-run after a save, and why.
    enum Rerun: Equatable {
        /// These spec files, each once, in the order of the spec files watched.
        case specs([String])
        /// Every spec file watched: `script` is a script no recorded run loaded, or nil when something else
        /// may have changed anything (a watched folder that came back).
        case everything(script: String?)
        /// No spec: only files that are not scripts changed, or specs that are gone.
        case nothing
    }

    /// The scripts each spec loaded in any run so far: a run that did not get as far (a flow with a syntax
    /// error) adds to the record and does not forget what the earlier ones loaded.
    private(set) var use = SpecScriptUse()

    /// Adds what a run recorded.
    mutating func record(_ run: SpecScriptUse) {
        use.scripts.merge(run.scripts) { $0.union($1) }
    }

    /// The specs to run after `changed` (absolute paths) changed, among `specFiles` (the absolute paths of the
    /// spec files watched now, found again after each save so that a new spec counts).
    func rerun(after changed: [String], specFiles: [String]) -> Rerun {
        var affected = Set<String>()
        for path in changed where path.hasSuffix(".lua") {
            if specFiles.contains(path) {
                affected.insert(path)
            } else if path.hasSuffix("_spec.lua") {
                // A spec that is gone, or outside the paths watched: nothing to run for it.
                continue
            } else {
                let users = use.scripts.filter { $0.value.contains(path) }.map(\.key)
                guard !users.isEmpty else { return .everything(script: path) }
                affected.formUnion(users)
            }
        }
        let ordered = specFiles.filter(affected.contains)
        return ordered.isEmpty ? .nothing : .specs(ordered)
    }
}
