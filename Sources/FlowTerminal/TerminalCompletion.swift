import FlowScript

/// The completions of a partly typed `:` command line on a screen: the verbs first, then after `tap` the
/// tappable buttons' titles, after `type` the fields' identifiers, after `select` the rows' numbers.
package enum TerminalCompletion {
    /// The words the command line accepts alone or before an argument.
    static let verbs = ["tap ", "type ", "select ", "back", "help", "quit"]

    /// Whole command lines that start with `line`, in screen order.
    /// - Parameters:
    ///   - line: What was typed so far, from the start of the line.
    ///   - screen: The screen shown, whose buttons, fields and rows complete.
    package static func candidates(for line: String, on screen: Screen) -> [String] {
        let all: [String]
        if !line.contains(" ") {
            all = verbs
        } else if line.hasPrefix("tap ") {
            all = screen.tappableButtons.map { "tap \($0.title)" }
        } else if line.hasPrefix("type ") {
            all = screen.fields.map { "type \($0.id) " }
        } else if line.hasPrefix("select ") {
            all = screen.rows.indices.map { "select \($0 + 1)" }
        } else {
            all = []
        }
        return all.filter { $0.hasPrefix(line) }
    }
}
