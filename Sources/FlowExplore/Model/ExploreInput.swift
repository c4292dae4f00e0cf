/// A text the explorer types into a field, with the label that stands for it in state fingerprints and reports.
public struct ExploreInput: Hashable, Sendable {
    /// A short name: `empty`, `long`, `unicode`, `spaces`, `plausible`, or `inputs:N` for the app's own.
    public let label: String
    /// The text typed.
    public let text: String

    /// Creates an input.
    public init(label: String, text: String) {
        self.label = label
        self.text = text
    }
}
