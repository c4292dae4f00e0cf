/// What a saved frontier must match to be resumed: the flow's bytes, the state it starts from, and the options
/// that shape the states (rows, inputs, seed). Budgets and jobs may differ.
package struct ExploreIdentity: Codable, Equatable, Sendable {
    /// The flow, as the user named it.
    let flow: String
    /// The flow file's bytes, hashed.
    let flowDigest: String
    /// The base state's digest and the options that shape the states.
    let settings: String
}
