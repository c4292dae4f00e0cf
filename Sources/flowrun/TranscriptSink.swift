import FlowScript
import Foundation

/// Streams a run's transcript as it grows: after each step, the steps not written yet, in one format,
/// to standard output or a file. Streaming means a run that fails still leaves every step before the
/// failure (and the failure itself) written.
final class TranscriptSink {
    /// How steps are written.
    let format: TranscriptFormat
    /// Where steps go, as errors name it: the path, or `stdout`.
    let destination: String

    private var stream: FileHandleOutputStream
    private var writtenSteps = 0

    /// Opens the destination, creating or truncating `path`.
    /// - Parameters:
    ///   - format: How steps are written.
    ///   - path: The `--output` file, or `nil` for standard output.
    /// - Throws: ``RunFailure/unwritableOutput(path:reason:)`` when the file cannot be opened.
    init(format: TranscriptFormat, path: String?) throws(RunFailure) {
        self.format = format
        guard let path else {
            destination = "stdout"
            stream = FileHandleOutputStream(FileHandle.standardOutput)
            return
        }
        destination = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritableOutput(path: path, reason: "it is a folder")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else {
            throw .unwritableOutput(path: path, reason: Self.openFailureReason(path))
        }
        stream = FileHandleOutputStream(handle)
    }

    /// Writes the steps of `transcript` recorded since the last call.
    /// - Throws: ``RunFailure/unwritableOutput(path:reason:)`` when a write fails.
    func flush(_ transcript: Transcript) throws(RunFailure) {
        let steps = transcript.steps.dropFirst(writtenSteps)
        for step in steps {
            do {
                stream.write(try format.format(step))
            } catch {
                throw .unwritableOutput(path: destination, reason: "step \(step.number) cannot be encoded: \(error)")
            }
        }
        writtenSteps += steps.count
        if let failure = stream.failure {
            throw .unwritableOutput(path: destination, reason: failure.localizedDescription)
        }
    }

    /// `createFile` reports no reason; the parent folder is the usual culprit, so name it.
    private static func openFailureReason(_ path: String) -> String {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) {
            return "no such folder \(parent)"
        }
        return isDirectory.boolValue ? "permission denied" : "\(parent) is not a folder"
    }
}
