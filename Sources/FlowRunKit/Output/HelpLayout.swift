/// The order flowrun's help reads in: the one-line overview, then USAGE and the options (what a person
/// looks for), then the longer explanation. ArgumentParser prints the whole discussion before USAGE, which
/// put 80 lines of prose above `flowrun help run`'s options.
enum HelpLayout {
    /// `help` (ArgumentParser's text) with the discussion moved below the options and subcommands; text
    /// without an overview and a USAGE section is returned as it is.
    static func reordered(_ help: String) -> String {
        guard help.hasPrefix("OVERVIEW: "), let usage = help.range(of: "\n\nUSAGE: ") else { return help }
        let overview = help[..<usage.lowerBound]
        let rest = help[usage.lowerBound...].trimmingSuffix(while: { $0 == "\n" })
        guard let end = overview.range(of: "\n\n") else { return help }
        let abstract = overview[..<end.lowerBound]
        let discussion = overview[end.upperBound...]
        return abstract + rest + "\n\n" + discussion + "\n"
    }
}

private extension Substring {
    /// The text without the trailing characters that satisfy `drop`.
    func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var text = self
        while let last = text.last, drop(last) {
            text = text.dropLast()
        }
        return text
    }
}
