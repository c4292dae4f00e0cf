import FlowScript

/// Why a line typed at the terminal prompt is not a command.
package enum TerminalCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A button number that is not one of the screen's `count` tappable buttons.
    case buttonNumberOutOfRange(String, screen: String, count: Int)
    /// The line is neither a terminal command nor an event line.
    case invalidEvent(FlowEventParseError)

    /// One line naming the value at fault; the prompt needs no location.
    package var description: String {
        switch self {
        case .buttonNumberOutOfRange(let number, let screen, let count):
            let buttons = count == 0 ? "it has no buttons" : "buttons 1-\(count)"
            return "no button [\(number)] on screen \(QuotedText.quoted(screen)) (\(buttons); ? for help)"
        case .invalidEvent(let error):
            return "\(error.message) (? for help)"
        }
    }
}
