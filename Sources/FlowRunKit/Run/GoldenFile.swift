import FlowScript
import FlowTooling
import Foundation

/// The golden transcript of `flowrun run --expect GOLDEN`: read before the run starts, so that a missing or
/// wrong file stops it before anything runs; once the run has ended, compared with its transcript or, with
/// `--update`, rewritten from it.
struct GoldenFile {
    /// The most a golden file may hold: far more than the transcript of any events file.
    static let sizeLimit = 64 << 20

    /// The path as given.
    let path: String
    /// The format asked for (`--transcript`).
    let format: TranscriptFormat
    /// Whether the file is (re)written from the run rather than compared with it (`--update`).
    let isUpdating: Bool

    /// What the file held, when it held a transcript in ``format``.
    private let recorded: GoldenTranscript?
    /// The format the file held instead, when `--update` rewrites a transcript of the other format.
    private let replacedFormat: TranscriptFormat?

    /// Reads the golden file, and with `updating` checks that it can be written.
    /// - Throws: ``RunFailure/goldenMissing(path:)`` for a missing file (unless `updating`);
    ///   ``RunFailure/unreadableGolden(path:reason:)``; ``RunFailure/invalidGolden(_:updating:)`` for a file
    ///   that is not a transcript in `format` (with `updating`, only a file that is no transcript at all:
    ///   an empty file or one of the other format is rewritten); ``RunFailure/unwritableGolden(path:reason:)``.
    init(path: String, format: TranscriptFormat, updating: Bool) throws(RunFailure) {
        self.path = path
        self.format = format
        isUpdating = updating
        guard let data = try Self.read(path) else {
            guard updating else { throw .goldenMissing(path: path) }
            try Self.checkWritable(path)
            recorded = nil
            replacedFormat = nil
            return
        }
        do {
            recorded = try GoldenTranscript(path: path, data: data, format: format)
            replacedFormat = nil
        } catch {
            switch error {
            case .empty where updating:
                replacedFormat = nil
            case .otherFormat(_, let found, _) where updating:
                replacedFormat = found
            default:
                throw .invalidGolden(error, updating: updating)
            }
            recorded = nil
        }
        if updating {
            try Self.checkWritable(path)
        }
    }

    /// Compares `transcript` with the golden one, or with `--update` writes it and says so on stderr.
    /// - Parameters:
    ///   - transcript: The run's transcript; it ends with an error step when the run stopped at a failure.
    ///   - eventsSource: The events input's name, to locate a step's event.
    /// - Throws: ``RunFailure/transcriptDiffers(_:)``, or ``RunFailure/unwritableGolden(path:reason:)``.
    func finish(_ transcript: Transcript, eventsSource: String) throws(RunFailure) {
        let difference = recorded?.firstDifference(from: transcript.steps, eventsSource: eventsSource)
        guard isUpdating else {
            if let difference {
                throw .transcriptDiffers(difference)
            }
            return
        }
        let steps = transcript.steps.count == 1 ? "1 step" : "\(transcript.steps.count) steps"
        let note = transcript.steps.last?.kind == .error
            ? "; the run stopped at an error, which the golden records" : ""
        if recorded != nil, difference == nil {
            Diagnostics.report("\(path) is up to date (\(steps))\(note)")
            return
        }
        try write(transcript)
        if let replacedFormat {
            Diagnostics.report("rewrote \(path) as \(format.rawValue) (it held a \(replacedFormat.rawValue) transcript; \(steps))\(note)")
        } else if let difference {
            Diagnostics.report("updated \(path): it differed from step \(difference.step) on (\(steps))\(note)")
        } else {
            Diagnostics.report("wrote the golden transcript \(path) (\(steps))\(note)")
        }
    }

    /// Writes every step of `transcript` over the file, in place (as ``OutputFile`` writes).
    private func write(_ transcript: Transcript) throws(RunFailure) {
        var text = ""
        do {
            for step in transcript.steps {
                text += try format.format(step)
            }
        } catch {
            throw .unwritableGolden(path: path, reason: "a step cannot be encoded: \(error)")
        }
        do throws(OutputFileError) {
            let file = try OutputFile(path: path)
            defer { file.close() }
            try file.write(text)
        } catch {
            throw .unwritableGolden(path: path, reason: error.reason)
        }
    }

    /// The file's bytes, or `nil` when there is no file at `path`.
    private static func read(_ path: String) throws(RunFailure) -> Data? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw .unreadableGolden(path: path, reason: POSIXReason.words(code)) }
            return nil
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw .unreadableGolden(path: path, reason: "it is a folder")
        case S_IFREG where status.st_size > sizeLimit:
            throw .unreadableGolden(path: path, reason: "it holds more than \(sizeLimit >> 20) MiB, more than any transcript")
        default:
            break
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableGolden(path: path, reason: POSIXReason.text(of: error))
        }
    }

    private static func checkWritable(_ path: String) throws(RunFailure) {
        do {
            try OutputFile.checkWritable(path: path)
        } catch {
            throw .unwritableGolden(path: path, reason: error.reason)
        }
    }
}
