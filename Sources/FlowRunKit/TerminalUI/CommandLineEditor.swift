import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import Foundation

/// The completions offered for the line being edited; libedit's completion callbacks are C function
/// pointers and cannot capture context. Only ``CommandLineEditor/readLine(prompt:screen:)`` sets it, on
/// the one thread the terminal UI runs on, and the callbacks run inside that call.
nonisolated(unsafe) private var completionScreen: Screen?
nonisolated(unsafe) private var completionMatches: [String] = []

/// libedit's generator: called with state 0, 1, 2... until it returns NULL; each match is `malloc`ed,
/// as libedit frees it.
private func nextCompletion(_: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    let index = Int(state)
    guard completionMatches.indices.contains(index) else { return nil }
    return strdup(completionMatches[index])
}

/// Completes the whole line so far (the word-break characters are empty, so `text` is the line up to
/// the cursor): verbs, then button titles, field identifiers and row numbers (``TerminalCompletion``).
private func completeLine(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    let line = text.map { String(cString: $0) } ?? ""
    guard let screen = completionScreen else { return nil }
    completionMatches = TerminalCompletion.candidates(for: line, on: screen)
    // Nothing else to try: libedit would otherwise fall back to completing file names.
    flowhost_editline_completion_over()
    guard !completionMatches.isEmpty else { return nil }
    return rl_completion_matches(text, nextCompletion)
}

/// The `:` command line of the terminal UI, edited by libedit: cursor keys, Ctrl-A/E/U/W, Up and Down
/// through the session's history, Tab completion of verbs, button titles, field identifiers and row
/// numbers.
///
/// libedit's readline-compatible interface keeps one global editor per process; this type is its only
/// user. It runs on the terminal in its own mode (see ``RawTerminal/suspend()``) and reads the terminal
/// byte by byte, as ``TerminalKeyReader`` does, so keys typed ahead of the `:` are not lost.
final class CommandLineEditor {
    private var isInitialized = false

    /// Reads one command line after `prompt`, completing against `screen`.
    /// - Returns: The line, or `nil` when it was cancelled (Ctrl-D on an empty line).
    func readLine(prompt: String, screen: Screen) -> String? {
        completionScreen = screen
        // Set up here rather than earlier: libedit turns editing off for good when the terminal does not
        // echo when it sets itself up, as in the UI's raw mode.
        if !isInitialized {
            isInitialized = flowhost_editline_initialize() == 0
        }
        flowhost_editline_configure(completeLine)
        defer {
            completionScreen = nil
            completionMatches = []
        }
        guard let raw = CEditLine.readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            add_history(line)
        }
        return line
    }
}
