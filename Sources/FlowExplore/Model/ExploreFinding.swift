/// One thing an exploration found wrong, with the shortest path from a fresh launch that reproduces it.
public struct ExploreFinding: Equatable, Sendable, Codable {
    /// What went wrong.
    public let kind: ExploreFindingKind
    /// The screen it happened on (for a failed action, the screen the action was tried on).
    public let screen: String
    /// The host's message: the error, or what the check saw.
    public let message: String
    /// The actions from a fresh launch, the failing one last; empty for a failed start.
    public let path: [ExploreAction]

    /// Creates a finding.
    public init(kind: ExploreFindingKind, screen: String, message: String, path: [ExploreAction]) {
        self.kind = kind
        self.screen = screen
        self.message = message
        self.path = path
    }

    /// How many actions reproduce it.
    public var depth: Int { path.count }
}
