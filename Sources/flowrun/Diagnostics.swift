import FlowScript
import Foundation

/// Writes flowrun's messages to standard error in the shape `lua.c` uses: `flowrun: message`.
enum Diagnostics {
    /// Writes `flowrun: message` and a newline to stderr; lines after the first (a usage block, a Lua
    /// traceback) follow unprefixed, so they read as part of the same message.
    static func report(_ message: String) {
        write("flowrun: \(message)\n")
    }

    /// Writes `text` to stderr as it is, unbuffered: what a flow prints, in order with everything else.
    static func write(_ text: String) {
        var standardError = FileHandleOutputStream(FileHandle.standardError)
        standardError.write(text)
    }
}
