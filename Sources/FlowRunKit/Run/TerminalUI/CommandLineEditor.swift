import CEditLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTerminal
import Foundation

/// The completions offered for the line being edited; libedit's completion callbacks are C function
/// pointers and cannot capture context. Only ``CommandLineEditor/readLine(prompt:screen:)`` sets it, on
/// the one thread the terminal UI runs on, and the callbacks run inside that call.
nonisolated(unsafe) private var completionScreen: Screen?
nonisolated(unsafe) private var completionMatches: [String] = []
/// The line as typed so far, followed character by character while it can be (printable keys, Backspace and
/// completions); `nil` once a key moved the cursor or recalled history, after which it is not known.
nonisolated(unsafe) private var typedLine: String? = ""
/// The first character of a secret, read when the command line closed in front of it.
nonisolated(unsafe) private var typedAhead: Character?

/// Reads one character for libedit from standard input: a UTF-8 sequence as one code point (U+FFFD where it
/// is not UTF-8), -1 at the end of input.
///
/// A secret must never show on the command line: as soon as the line reads `type <secure field id> ` and a
/// character follows, this answers a line feed instead, so the line ends there without the secret; the loop
/// focuses the masked field and the character read goes into it, with whatever is typed after.
private func readCharacter(_: UnsafeMutablePointer<FILE>?) -> Int32 {
    guard let scalar = readScalar() else { return -1 }
    guard var line = typedLine, let screen = completionScreen else { return Int32(bitPattern: scalar.value) }
    let value = scalar.value
    if value == 0x7F || value == 0x08 {
        typedLine = String(line.dropLast())
    } else if value == 0x09 || value == 0x0A || value == 0x0D {
        // Tab: the completer follows the line; Enter ends it.
    } else if value < 0x20 || (0x80...0x9F).contains(value) {
        // A cursor key, history, Ctrl-W...: the line is no longer known.
        typedLine = nil
    } else if value == 0x20, CommandLineEditor.secureField(named: line, on: screen) != nil {
        // `type password` then a space: the secret comes next.
        typedLine = nil
        return 0x0A
    } else if line.hasSuffix(" "), CommandLineEditor.secureField(named: String(line.dropLast()), on: screen) != nil {
        // `type password ` (completed by Tab) then the secret's first character.
        typedAhead = Character(scalar)
        typedLine = nil
        return 0x0A
    } else {
        line.unicodeScalars.append(scalar)
        typedLine = line
    }
    return Int32(bitPattern: scalar.value)
}

/// One code point from standard input, retrying on EINTR (a resize); `nil` at the end of input.
private func readScalar() -> Unicode.Scalar? {
    func byte() -> UInt8? {
        var value: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &value, 1)
            if count == 1 { return value }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
    guard let first = byte() else { return nil }
    let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
    var bytes = [first]
    while bytes.count < length, let next = byte() {
        bytes.append(next)
    }
    return String(validating: bytes, as: UTF8.self)?.unicodeScalars.first ?? "\u{FFFD}"
}

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
    // libedit puts the one match, or the matches' common start, in place of the line: follow it.
    typedLine = typedLine == line ? commonStart(of: completionMatches) : nil
    return rl_completion_matches(text, nextCompletion)
}

/// The longest start `matches` share.
private func commonStart(of matches: [String]) -> String {
    guard var common = matches.first else { return "" }
    for match in matches.dropFirst() {
        common = String(zip(common, match).prefix { $0 == $1 }.map(\.0))
    }
    return common
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

    /// Reads one command line after `prompt`, completing against `screen`. A line carrying a secret is kept out
    /// of the history, and one that reaches a secret closes in front of it (see `readCharacter`).
    /// - Returns: The line, or `nil` when it was cancelled (Ctrl-D on an empty line); and the secret's first
    ///   character when the line closed in front of it, for the field.
    func readLine(prompt: String, screen: Screen) -> (line: String?, typedAhead: Character?) {
        completionScreen = screen
        typedLine = ""
        typedAhead = nil
        // Set up here rather than earlier: libedit turns editing off for good when the terminal does not
        // echo when it sets itself up, as in the UI's raw mode.
        if !isInitialized {
            flowhost_editline_set_getc(readCharacter)
            isInitialized = flowhost_editline_initialize() == 0
        }
        flowhost_editline_configure(completeLine)
        defer {
            completionScreen = nil
            completionMatches = []
            typedLine = ""
        }
        guard let raw = CEditLine.readline(prompt) else { return (nil, nil) }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty, !Self.carriesSecret(line, on: screen) {
            add_history(line)
        }
        return (line, typedAhead)
    }

    /// Whether `line` types text into a secure field of `screen` (`type password hunter2`).
    static func carriesSecret(_ line: String, on screen: Screen) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        return words.count >= 3 && secureField(named: words.prefix(2).joined(separator: " "), on: screen) != nil
    }

    /// The secure field `line` names when it reads exactly `type <id>`.
    static func secureField(named line: String, on screen: Screen) -> ScreenField? {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 2, words[0] == FlowEventVerb.type.rawValue,
            let field = screen.field(id: String(words[1])), field.isSecure
        else { return nil }
        return field
    }
}
