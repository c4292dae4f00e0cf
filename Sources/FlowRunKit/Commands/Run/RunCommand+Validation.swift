import ArgumentParser
import FlowScript
import FlowTerminal
import Foundation

extension Flowrun.RunCommand {
    /// Checks what can be checked before anything is opened: the option groups have checked their own
    /// options already; what is left are the rules between them.
    /// - Throws: `ValidationError` for a missing flow file, an empty `--events` path, options that belong to
    ///   another mode, or two options naming one file.
    func validate() throws {
        try FlowFileCheck.validate(flow)
        if events?.isEmpty == true {
            throw ValidationError("--events: the file path is empty")
        }
        try validateGolden()
        try validateRecording()
        if eventInput == nil, transcript.format != nil, transcript.path == nil {
            throw ValidationError("in the interactive mode, --transcript needs --output FILE")
        }
        try validateDistinctFiles()
    }

    /// Where events come from, or `nil` for the interactive mode.
    var eventInput: EventInput? {
        switch events {
        case "-"?: .standardInput
        case let path?: .file(path)
        case nil: TerminalDetection.standardInputIsTerminal ? nil : .standardInput
        }
    }

    /// `--expect` compares one events run, in the transcript's format.
    private func validateGolden() throws {
        guard golden.path != nil else { return }
        if transcript.format == nil {
            throw ValidationError("--expect needs --transcript text|json: the golden transcript's format")
        }
        if eventInput == nil {
            throw ValidationError("--expect compares an events run: give --events FILE (or events on stdin)")
        }
        if watch {
            throw ValidationError(
                "--expect gives one run's verdict: it cannot be used with --watch, which runs the flow again "
                    + "after every change")
        }
    }

    /// `--plain`, `--record` and `--record-spec` belong to the terminal mode, the recordings to one session.
    private func validateRecording() throws {
        if plain, eventInput != nil {
            throw ValidationError(
                "--plain picks the terminal mode's plain line mode: it cannot be used with --events or a stdin "
                    + "that is not a terminal")
        }
        for (option, _) in recording.requested {
            if watch {
                throw ValidationError(
                    "\(option) records one session of one version of the scripts: it cannot be used with --watch")
            }
            if eventInput != nil {
                throw ValidationError(
                    "\(option) records a terminal session: it cannot be used with --events or a stdin that is "
                        + "not a terminal")
            }
        }
    }

    /// No two options may name the same file: one would overwrite what another reads or writes.
    private func validateDistinctFiles() throws {
        let files = [
            ("--events", events), ("--output", transcript.path), ("--expect", golden.path),
            ("--record", recording.eventsPath), ("--record-spec", recording.specPath),
        ].compactMap { option, path in path.map { (option, URL(fileURLWithPath: $0).standardizedFileURL.path) } }
        for (index, (option, path)) in files.enumerated() {
            if let other = files[..<index].first(where: { $0.1 == path }) {
                throw ValidationError("\(other.0) and \(option) name the same file, \(path)")
            }
        }
    }
}
