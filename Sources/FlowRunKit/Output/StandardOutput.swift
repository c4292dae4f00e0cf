import FlowScript
import FlowTooling

/// Writes what a run prints on standard output (the final screen, in the events mode without a
/// transcript) unbuffered, so it interleaves with stderr in the order it happened.
enum StandardOutput {
    /// Writes the screen `text`, all of it. A screen that cannot be written (`> /dev/full`, a closed
    /// pipe) fails the run as a transcript that cannot be written does: nothing shows what the run did.
    /// - Throws: ``RunFailure/unwritableScreen(reason:)`` naming the system's reason.
    static func writeScreen(_ text: String) throws(RunFailure) {
        do throws(OutputFileError) {
            let output = try OutputFile.standardOutput()
            defer { output.close() }
            try output.write(text)
        } catch {
            throw .unwritableScreen(reason: error.reason)
        }
    }
}
