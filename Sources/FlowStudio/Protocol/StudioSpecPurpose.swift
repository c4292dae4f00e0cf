/// What the page does with the spec skeleton it asked for; the answer names it back, so the page needs no state
/// between the two.
enum StudioSpecPurpose: String, Equatable, Sendable, Codable {
    /// Onto the clipboard.
    case copy
    /// Saved as a file.
    case download
}
