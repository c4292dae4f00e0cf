/// The kind of a change to the navigation hierarchy.
public enum NavigationChangeKind: String, Equatable, Codable, Sendable {
    /// A view was pushed on the current stack.
    case push
    /// A view was presented modally, opening a new stack.
    case present
    /// The top view of the current stack was popped.
    case pop
    /// The top modal presentation (its whole stack) was dismissed.
    case dismiss
    /// The hierarchy was replaced by a single root view.
    case replaceRoot
}
