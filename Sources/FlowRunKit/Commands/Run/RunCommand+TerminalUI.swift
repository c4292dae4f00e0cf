import FlowTerminal
import FlowTooling
import FlowWatch
import Foundation

extension Flowrun.RunCommand {
    /// Whether the terminal mode is the full-window UI: stdin and stdout are a terminal that understands
    /// escape sequences, and `--plain` was not given.
    var usesTerminalUI: Bool {
        !plain && TerminalDetection.standardInputIsTerminal && TerminalDetection.standardOutputIsTerminal
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }


    /// The pipe that wakes the full-window UI's loop.
    static func terminalWakeup() throws(RunFailure) -> TerminalWakeup {
        do {
            return try TerminalWakeup()
        } catch {
            throw .terminal(error)
        }
    }
}
