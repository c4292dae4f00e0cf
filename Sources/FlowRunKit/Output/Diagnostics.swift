import FlowScript
import FlowTerminal
import FlowTooling
import Foundation

/// Writes the runner's messages to standard error in the shape `lua.c` uses: `flowrun: message`, or the
/// app's own runner's name (`settings-run: message`), as its usage lines show.
enum Diagnostics {
    /// Writes `runner: message` and a newline to stderr; lines after the first (a usage block, a Lua
    /// traceback) follow unprefixed, so they read as part of the same message. Other control characters
    /// (an escape sequence or a NUL a script put in its error) are escaped: they must not drive the
    /// terminal.
    static func report(_ message: String) {
        write("\(Flowrun.runnerName): \(ControlEscapes.escaped(message, keepingLineBreaks: true))\n")
    }

    /// Writes what a flow or spec printed to stderr, unbuffered, in order with everything else: as text when
    /// stderr is a terminal (an escape sequence in it must not retitle or drive the terminal), as it is when
    /// stderr is a file or a pipe, where it is data (docs/Security.md).
    static func writePrinted(_ text: String) {
        write(printed(text, toTerminal: TerminalDetection.isTerminal(STDERR_FILENO)))
    }

    /// `text` as ``writePrinted(_:)`` writes it: through ``ControlEscapes`` (line breaks and tabs kept) for a
    /// terminal, unchanged otherwise.
    static func printed(_ text: String, toTerminal: Bool) -> String {
        toTerminal ? ControlEscapes.escaped(text, keepingLineBreaks: true) : text
    }

    /// Writes `text` to stderr as it is, unbuffered: flowrun's own output (a progress line).
    static func write(_ text: String) {
        var standardError = FileHandleOutputStream(FileHandle.standardError)
        standardError.write(text)
    }
}
