#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether standard streams are connected to a terminal.
package enum TerminalDetection {
    /// Whether the file descriptor `fd` refers to a terminal.
    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Whether standard input is a terminal (so prompts and echo control apply).
    package static var standardInputIsTerminal: Bool {
        isTerminal(STDIN_FILENO)
    }

    /// Whether standard output is a terminal (so colours may apply).
    package static var standardOutputIsTerminal: Bool {
        isTerminal(STDOUT_FILENO)
    }
}
