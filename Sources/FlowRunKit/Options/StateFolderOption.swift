import ArgumentParser
import FlowScript
import FlowStore
import Foundation

/// `--state DIR`: the folder of the app's saved state. `run` opens it (and writes it); `explore` and `studio`
/// start from a copy of it and never write it. Shared through `@OptionGroup` so the option reads the same
/// in every command's help.
struct StateFolderOption: ParsableArguments {
    /// The folder given, if any.
    @Option(
        name: .customLong("state"),
        help: ArgumentHelp(
            "The app's saved-state folder; only run writes to it (default: $XDG_STATE_HOME/flowhost).",
            valueName: "dir"),
        completion: .directory)
    var path: String?

    /// The folder given, or the default one.
    var directoryOrDefault: URL {
        path.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? StateDirectory.defaultURL()
    }

    /// Refuses an empty path, which would name the working folder by accident.
    /// - Throws: `ValidationError` for `--state ''`.
    func validate() throws {
        if path?.isEmpty == true {
            throw ValidationError("--state: the file path is empty")
        }
    }
}
