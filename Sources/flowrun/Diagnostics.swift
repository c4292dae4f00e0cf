import FlowScript
import Foundation

/// Writes flowrun's messages to standard error in the shape `lua.c` uses: `flowrun: message`.
enum Diagnostics {
    /// Writes `flowrun: message` and a newline to stderr; lines after the first (a usage block, a Lua
    /// traceback) follow unprefixed, so they read as part of the same message.
    static func report(_ message: String) {
        var standardError = FileHandleOutputStream(FileHandle.standardError)
        standardError.write("flowrun: \(message)\n")
    }
}
