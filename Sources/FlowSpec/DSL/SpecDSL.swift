/// The FlowSpec DSL, `Lua/spec.lua`, embedded in the binary.
///
/// The host loads ``source`` under ``chunkName`` into each spec's Lua state and calls the chunk with its
/// host table; the chunk returns the module whose `collect(source, file)` and `run(index)` drive a spec.
/// The comment at the top of `spec.lua` is the full contract.
public enum SpecDSL {
    /// The chunk name to load ``source`` under. The DSL recognises its own frames by it, so the locations
    /// it reports always point into the spec, never into the DSL.
    public static let chunkName = "=flowspec"

    /// The text of `spec.lua`, as SwiftPM embedded it at build time.
    public static var source: String {
        String(decoding: PackageResources.spec_lua, as: UTF8.self)
    }
}
