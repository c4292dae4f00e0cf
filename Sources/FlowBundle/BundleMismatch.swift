/// One thing a bundle's flows use that the host's modules do not offer as the bundle was written against.
public enum BundleMismatch: Equatable, Sendable, CustomStringConvertible {
    /// No module of that name is registered.
    case missingModule(module: String)
    /// The module has no member of that name.
    case missingBinding(module: String, name: String)
    /// The member's signature changed in a way the flows notice.
    case changedBinding(module: String, name: String, change: SignatureChange)
    /// The module declares no event of that name.
    case missingEvent(module: String, event: String)
    /// A field of the event changed.
    case changedEvent(module: String, event: String, change: SignatureChange)
    /// The module's tables lack a migration the flows were written against (the host is older).
    case missingMigration(module: String, migration: String)

    /// `app.items.list: ...`, naming the member, event or field.
    public var description: String {
        switch self {
        case .missingModule(let module):
            "module '\(module)' is not registered"
        case .missingBinding(let module, let name):
            "app.\(module).\(name) is missing"
        case .changedBinding(let module, let name, let change):
            "app.\(module).\(name): \(change)"
        case .missingEvent(let module, let event):
            "event '\(event)' of module '\(module)' is not declared"
        case .changedEvent(let module, let event, let change):
            "event '\(event)' of module '\(module)': \(change)"
        case .missingMigration(let module, let migration):
            "module '\(module)' lacks the migration \(migration) (the host's tables are older than the flows)"
        }
    }
}

/// How a declared signature differs from the one a bundle was written against, at `path` (the parameter,
/// then record fields, such as `opts.actions`; empty for the whole member).
public struct SignatureChange: Equatable, Sendable, CustomStringConvertible {
    /// What differs.
    public enum Kind: Equatable, Sendable {
        /// The field or parameter is gone from the host's declaration.
        case fieldMissing
        /// The host declares a required field or parameter the flows do not pass.
        case requiredFieldAdded
        /// The type differs: the bundle's, then the host's.
        case typeChanged(bundle: String, host: String)
    }

    /// The dotted path of the field or parameter; empty for the member (or event) itself.
    public let path: [String]
    /// What differs.
    public let kind: Kind

    /// `field 'opts.actions' is missing on the host`, and so on.
    public var description: String {
        let at = path.isEmpty ? "" : "field '\(path.joined(separator: "."))' "
        switch kind {
        case .fieldMissing: return "\(at)is missing on the host"
        case .requiredFieldAdded: return "\(at)is new and required on the host, and the flows do not pass it"
        case .typeChanged(let bundle, let host):
            return "\(at.isEmpty ? "" : at)changed from \(bundle) to \(host)"
        }
    }
}
