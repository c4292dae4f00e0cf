import FlowStore

/// One key a module adds to `persisted()`, made from a typed entry.
struct ContractPersisted: Sendable {
    /// The key and its type.
    let declaration: FlowField
    /// Reads the value from a store.
    let read: @Sendable (AppStateStore) throws -> FlowValue
}
