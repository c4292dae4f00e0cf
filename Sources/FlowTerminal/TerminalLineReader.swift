import FlowTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript

/// Reads lines typed at a prompt, and secret lines without echo.
///
/// It reads the file descriptors directly (not Swift's `readLine`) so it can be pointed at a pipe or a
/// pseudo-terminal, and so echo control and reading act on the same descriptor. Bytes that are not UTF-8
/// are repaired to U+FFFD, since a prompt line is shown back, not trusted.
package final class TerminalLineReader {
    /// The descriptor read from.
    package let input: Int32
    /// The descriptor prompts are written to.
    package let output: Int32

    /// Bytes read past the last line returned.
    private var pending: [UInt8] = []
    private var reachedEnd = false

    /// Creates a reader.
    /// - Parameters:
    ///   - input: The descriptor to read, standard input by default.
    ///   - output: The descriptor to prompt on, standard output by default.
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether ``input`` is a terminal.
    package var inputIsTerminal: Bool {
        TerminalDetection.isTerminal(input)
    }

    /// Whether the next ``readLine(prompt:)`` returns without reading: a whole line (or the end of input) was
    /// read already with an earlier one, so waiting for ``input`` to be readable would wait for the line after.
    package var holdsLine: Bool {
        reachedEnd || pending.contains(UInt8(ascii: "\n"))
    }

    /// Writes `prompt`, then reads one line.
    /// - Returns: The line without its line ending, or `nil` at the end of input.
    /// - Throws: ``TerminalError`` when writing or reading fails.
    package func readLine(prompt: String) throws(TerminalError) -> String? {
        try write(prompt)
        return try nextLine()
    }

    /// Writes `prompt`, then reads one line with echo off when ``input`` is a terminal, restoring the
    /// terminal mode afterwards on every path (see `EchoSuppression`). The newline the user typed was not
    /// echoed, so one is written after the line.
    /// - Returns: The line without its line ending, or `nil` at the end of input.
    /// - Throws: ``TerminalError`` when the terminal mode, writing or reading fails.
    package func readSecureLine(prompt: String) throws(TerminalError) -> String? {
        try write(prompt)
        let line = try EchoSuppression.withEchoDisabled(on: input) { () throws(TerminalError) in
            try nextLine()
        }
        if inputIsTerminal {
            try write("\n")
        }
        return line
    }

    /// Writes `text` to ``output`` completely.
    /// - Throws: ``TerminalError`` when `write` fails.
    package func write(_ text: String) throws(TerminalError) {
        if let failure = FileDescriptorWrite.all(text, to: output) {
            throw .systemCall(function: "write", fd: output, errno: failure)
        }
    }

    private func nextLine() throws(TerminalError) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[..<newline]
                pending.removeSubrange(...newline)
                return Self.decode(line)
            }
            if reachedEnd {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return Self.decode(pending[...])
            }
            try fill()
        }
    }

    private func fill() throws(TerminalError) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { return }
            throw .systemCall(function: "read", fd: input, errno: errno)
        }
        if count == 0 {
            reachedEnd = true
        }
        pending += buffer[..<count]
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }
}
