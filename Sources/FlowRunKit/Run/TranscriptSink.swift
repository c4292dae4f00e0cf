import FlowScript
import FlowTooling
import Foundation

/// Streams a run's transcript as it grows: after each step, the steps not written yet, in one format,
/// to standard output or a file. Streaming means a run that fails still leaves every step before the
/// failure (and the failure itself) written.
final class TranscriptSink {
    /// How steps are written.
    let format: TranscriptFormat
    /// Where steps go, as errors name it: the path, or `stdout`.
    var destination: String { file.path }

    private let file: OutputFile
    private var writtenSteps = 0

    /// Opens the destination: creates or empties the file `path`, or opens the FIFO, device or descriptor
    /// it names (see ``OutputFile``).
    /// - Parameters:
    ///   - format: How steps are written.
    ///   - path: The `--output` file, or `nil` for standard output.
    /// - Throws: ``RunFailure/unwritableOutput(path:reason:)`` when the file cannot be opened.
    init(format: TranscriptFormat, path: String?) throws(RunFailure) {
        self.format = format
        do throws(OutputFileError) {
            if let path {
                file = try OutputFile(path: path)
            } else {
                file = try OutputFile.standardOutput()
            }
        } catch {
            throw .unwritableOutput(path: error.path, reason: error.reason)
        }
    }

    /// Starts over: the next ``flush(_:)`` writes its transcript from the first step, after what was written.
    /// A `--watch` reload does so, since each replay records a transcript of its own.
    func restart() {
        writtenSteps = 0
    }

    /// Writes the steps of `transcript` recorded since the last call.
    /// - Throws: ``RunFailure/unwritableOutput(path:reason:)`` when a step cannot be encoded or written.
    func flush(_ transcript: Transcript) throws(RunFailure) {
        let steps = transcript.steps.dropFirst(writtenSteps)
        for step in steps {
            let text: String
            do {
                text = try format.format(step)
            } catch {
                throw .unwritableOutput(path: destination, reason: "step \(step.number) cannot be encoded: \(error)")
            }
            do {
                try file.write(text)
            } catch {
                throw .unwritableOutput(path: destination, reason: error.reason)
            }
            writtenSteps += 1
        }
    }
}
