import FlowScript

/// A preset a spec gave before launch: which module declared it, its name and its checked arguments.
struct SpecPreset {
    /// The module that declared the preset.
    let module: any FlowModule
    /// The preset's name, such as `tutorial_seen`.
    let name: String
    /// Its arguments, converted from Lua.
    let arguments: [FlowValue]
}
