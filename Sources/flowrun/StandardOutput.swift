import FlowScript
import Foundation

/// Writes what a run prints on standard output (screens, in the events mode without a transcript)
/// unbuffered, so it interleaves with the transcript sink and stderr in the order it happened.
enum StandardOutput {
    /// Writes `text` as it is. A closed or full stdout is not worth failing a run that did its work,
    /// so a write error is dropped.
    static func write(_ text: String) {
        var stream = FileHandleOutputStream(FileHandle.standardOutput)
        stream.write(text)
    }
}
