/// A value from an event line or a script (a title, a field id, an event) as a message quotes it: in
/// single quotes, its control characters escaped (``ControlEscapes``), and cut after ``limit`` characters
/// with its length, so a 50 MB event line makes a short message: `'tap AAAA…' (50000004 characters)`.
public enum QuotedText {
    /// The characters a quote shows before it is cut.
    public static let limit = 80

    /// `'text'`, or its first ``limit`` characters as `'text…' (N characters)`.
    public static func quoted(_ text: String) -> String {
        let head = text.prefix(limit + 1)
        guard head.count > limit else { return "'\(ControlEscapes.escaped(text))'" }
        return "'\(ControlEscapes.escaped(String(head.prefix(limit))))…' (\(text.count) characters)"
    }

    /// `'a', 'b', 'c'`, each quoted.
    public static func list(_ values: [String]) -> String {
        values.map(quoted).joined(separator: ", ")
    }
}
