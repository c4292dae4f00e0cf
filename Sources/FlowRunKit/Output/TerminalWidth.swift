#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTooling
import Foundation

/// How wide to draw the screen frame: the terminal's width when standard output is one, else
/// `COLUMNS`, else ``fallback``; never wider than ``maximum``, where a frame stops reading as a
/// phone screen.
enum TerminalWidth {
    /// The width used when nothing says otherwise (a pipe, a file).
    static let fallback = 60
    /// The widest frame drawn.
    static let maximum = 72

    /// The frame width for this process's standard output.
    /// - Parameter environment: Where `COLUMNS` is read from.
    static func columns(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        var size = winsize()
        let measured: Int? =
            ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
        let columns = measured ?? environment["COLUMNS"].flatMap { Int($0) } ?? fallback
        return min(max(columns, TerminalScreenRenderer.minimumWidth), maximum)
    }
}
