/// The spec files ``SpecDiscovery`` found under the paths given to `flowrun test`.
public struct DiscoveredSpecs: Hashable, Sendable {
    /// The files to collect and run, each once, sorted; named relative to the working directory when under
    /// it, by their real path otherwise.
    public var files: [String]
    /// Files whose path is not UTF-8, named with `\xFF` escapes (`bad\xFFname_spec.lua`). They are found
    /// but cannot run, since reports and Lua's chunk names are text; the runner reports each as a spec that
    /// did not load.
    public var undecodableFiles: [String]
}
