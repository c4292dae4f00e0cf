/// One preset, made from a typed entry.
struct ContractPreset: Sendable {
    /// The preset as the DSL, the listing and the stubs know it.
    let declaration: FlowActionDeclaration
    /// Converts the arguments, at the preset's own line, into the write it makes.
    let prepare: @Sendable ([ArgumentInput]) throws -> PresetWrite
}
