import ArgumentParser
import Foundation

/// The folders `require` searches besides the flow's own: every `--root DIR`, then `./scripts` when
/// it exists (docs/FlowScripts.md). Shared by `run` and `test` through `@OptionGroup`.
struct ScriptRootOptions: ParsableArguments {
    /// The `--root` folders, in the order given.
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A folder where `require` finds modules (repeatable). ./scripts is searched when it exists.",
            valueName: "dir"))
    var roots: [String] = []

    /// Checks that every `--root` is an existing folder.
    /// - Throws: `ValidationError` naming the first one that is not.
    func validate() throws {
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw ValidationError("--root \(root): no such folder")
            }
            guard isDirectory.boolValue else {
                throw ValidationError("--root \(root): not a folder")
            }
        }
    }

    /// The roots `require` searches: the `--root` folders, then `./scripts` when it is a folder and was
    /// not given already.
    /// - Parameter currentDirectory: The folder `./scripts` is resolved against.
    func searchRoots(currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> [URL] {
        var urls = roots.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        let scripts = currentDirectory.appendingPathComponent("scripts", isDirectory: true).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: scripts.path, isDirectory: &isDirectory), isDirectory.boolValue,
           !urls.contains(where: { $0.path == scripts.path }) {
            urls.append(scripts)
        }
        return urls
    }
}
