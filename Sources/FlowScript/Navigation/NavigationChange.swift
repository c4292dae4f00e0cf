/// One change to the navigation hierarchy, as the transcript records it.
public struct NavigationChange: Equatable, Codable, Sendable, CustomStringConvertible {
    /// What happened.
    public var kind: NavigationChangeKind
    /// The module names involved: the view pushed, presented, popped or made root, or the views of the
    /// dismissed presentation from its bottom to its top.
    public var modules: [String]

    /// Creates a change record.
    public init(kind: NavigationChangeKind, modules: [String]) {
        self.kind = kind
        self.modules = modules
    }

    /// The change as `kind module, module`, such as `push items.details`.
    public var description: String {
        "\(kind.rawValue) \(modules.joined(separator: ", "))"
    }
}
