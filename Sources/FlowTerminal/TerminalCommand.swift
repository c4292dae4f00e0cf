import FlowScript

/// A command typed at the terminal prompt, resolved against the screen shown.
package enum TerminalCommand: Equatable, Sendable {
    /// An event to apply: typed as an event line, or a button number turned into `tap <title>`.
    case event(FlowEvent)
    /// `type <id>` without text for a secure field: the runtime reads the text without echo, then
    /// applies `type <id> <text>`.
    case readSecret(fieldID: String)
    /// `?` or `help`: show ``TerminalHelp/text``.
    case help
    /// `q` or `quit`: leave.
    case quit

    /// Parses one prompt line.
    /// - Parameters:
    ///   - line: The line typed.
    ///   - number: How many lines were typed so far, counting this one, for error locations.
    ///   - screen: The screen shown, whose tappable buttons the numbers name.
    /// - Returns: The command, or `nil` for a blank or comment line.
    /// - Throws: ``TerminalCommandError``.
    package static func parse(
        _ line: String, number: Int, on screen: Screen
    ) throws(TerminalCommandError) -> TerminalCommand? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        if words == ["?"] || words == ["help"] {
            return .help
        }
        if words == ["q"] || words == ["quit"] {
            return .quit
        }
        if words.count == 1, let word = words.first, word.allSatisfy(\.isASCII), let buttonNumber = Int(word) {
            let buttons = screen.tappableButtons
            guard buttons.indices.contains(buttonNumber - 1) else {
                throw .buttonNumberOutOfRange(word, screen: screen.name, count: buttons.count)
            }
            return .event(screen.tapEvent(forButtonAt: buttonNumber - 1))
        }
        if words.count == 2, words[0] == FlowEventVerb.type.rawValue, screen.field(id: words[1])?.isSecure == true {
            return .readSecret(fieldID: words[1])
        }
        do {
            return try FlowEventParser(source: "terminal").parseLine(line, number: number).map(TerminalCommand.event)
        } catch {
            throw .invalidEvent(error)
        }
    }
}
