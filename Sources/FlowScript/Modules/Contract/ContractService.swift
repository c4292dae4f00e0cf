import FlowStore

/// One action of `services.<name>`, made from a typed entry.
struct ContractService: Sendable {
    /// The action as the DSL, the listing and the stubs know it.
    let declaration: FlowActionDeclaration
    /// Converts the arguments and performs the action on the scenario's doubles.
    let run: @Sendable (AnyObject, [ArgumentInput], AppStateStore?) throws -> Void
}
