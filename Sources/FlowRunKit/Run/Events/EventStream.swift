import FlowScript
import Foundation

/// The events of a pipe, a FIFO or a device, read as they arrive: each line is parsed and handed out as soon
/// as it is complete, so that another program can drive a run a step at a time (write an event, read the
/// transcript step it produced, decide the next one).
final class EventStream {
    /// The most bytes one line of a stream may hold: far more than any event line, and little enough that a
    /// stream without line ends is refused before it fills the memory.
    static let lineLimit = 64 << 10

    /// The input, kept open while the stream is read.
    private let handle: FileHandle
    /// The name errors give the input: the path, or `stdin`.
    private let source: String
    private let parser: FlowEventParser
    private var splitter: FlowEventLineSplitter
    private var reachedEnd = false

    /// Creates a stream over `handle`, which the stream keeps open; it is read only when events are asked for.
    /// - Parameters:
    ///   - handle: The open input.
    ///   - source: The name errors give the input.
    init(handle: FileHandle, source: String) {
        self.handle = handle
        self.source = source
        parser = FlowEventParser(source: source)
        splitter = FlowEventLineSplitter(source: source, lineLimit: Self.lineLimit)
    }

    /// The next event, waiting for its line to arrive; blank and comment lines are skipped.
    /// - Returns: The event with its line, or `nil` at the end of the input.
    /// - Throws: ``RunFailure/invalidEvents(_:)`` for a line that is not an event (or not text, or too long),
    ///   ``RunFailure/unreadableEvents(source:reason:)`` when reading fails.
    func next() throws(RunFailure) -> FlowEventLine? {
        while let line = try nextLine() {
            do {
                if let event = try parser.eventLine(line.text, number: line.number) {
                    return event
                }
            } catch {
                throw .invalidEvents(error)
            }
        }
        return nil
    }

    /// The next complete line, reading as much as it takes, or `nil` at the end of the input.
    private func nextLine() throws(RunFailure) -> FlowEventLineSplitter.Line? {
        while true {
            do {
                if let line = try splitter.nextLine() {
                    return line
                }
            } catch {
                throw .invalidEvents(error)
            }
            if reachedEnd {
                return nil
            }
            try fill()
        }
    }

    /// Reads what the input holds now, waiting until it holds something. A single `read` returns as soon
    /// as a writer has written, where `FileHandle.read(upToCount:)` would wait for the whole count.
    private func fill() throws(RunFailure) {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            let code = errno
            guard code == EINTR else {
                throw .unreadableEvents(source: source, reason: POSIXReason.words(code))
            }
        } else if count == 0 {
            reachedEnd = true
            splitter.finish()
        } else {
            splitter.append(chunk[..<count])
        }
    }
}
