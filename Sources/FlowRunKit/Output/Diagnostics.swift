import FlowScript
import FlowTooling
import Foundation

/// Writes flowrun's messages to standard error in the shape `lua.c` uses: `flowrun: message`.
enum Diagnostics {
    /// Writes `flowrun: message` and a newline to stderr; lines after the first (a usage block, a Lua
    /// traceback) follow unprefixed, so they read as part of the same message. Other control characters
    /// (an escape sequence or a NUL a script put in its error) are escaped: they must not drive the
    /// terminal.
    static func report(_ message: String) {
        write("flowrun: \(ControlEscapes.escaped(message, keepingLineBreaks: true))\n")
    }

    /// Writes `text` to stderr as it is, unbuffered: what a flow prints, in order with everything else.
    static func write(_ text: String) {
        var standardError = FileHandleOutputStream(FileHandle.standardError)
        standardError.write(text)
    }
}
