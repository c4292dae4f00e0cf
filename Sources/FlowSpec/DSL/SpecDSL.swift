/// The FlowSpec DSL, `Lua/spec.lua` and its parts, embedded in the binary.
///
/// The host loads ``source`` under ``chunkName`` into each spec's Lua state and calls the chunk with its
/// host table, whose `parts` hold the other files loaded (not yet run): `failures` (failure values, locations and
/// protected calls, `failures.lua`), `blocks` (describe, it, hooks and tags,
/// `blocks.lua`), `render` (value rendering, `render.lua`), `expect` (expectations and matchers, `expect.lua`) and
/// `changes` (screen changes and announcements, `changes.lua`). The chunk returns the module whose
/// `collect(source, file)` and `run(index)` drive a spec. docs/SpecHostContract.md is the full contract.
public enum SpecDSL {
    /// The chunk name of the DSL's files. The DSL recognises its own frames by it, so the locations it reports
    /// always point into the spec, never into the DSL.
    public static let chunkName = "=flowspec"

    /// The text of `spec.lua`, as SwiftPM embedded it at build time.
    public static var source: String {
        String(decoding: PackageResources.spec_lua, as: UTF8.self)
    }

    /// The DSL's other files by the name `spec.lua` asks for them under (`H.parts.render`).
    public static var parts: [(name: String, source: String)] {
        [
            ("failures", String(decoding: PackageResources.failures_lua, as: UTF8.self)),
            ("blocks", String(decoding: PackageResources.blocks_lua, as: UTF8.self)),
            ("render", String(decoding: PackageResources.render_lua, as: UTF8.self)),
            ("expect", String(decoding: PackageResources.expect_lua, as: UTF8.self)),
            ("changes", String(decoding: PackageResources.changes_lua, as: UTF8.self)),
        ]
    }
}
