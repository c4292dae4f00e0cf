import ArgumentParser
import Foundation

/// The folders `require` searches besides the flow's own: every `--root DIR`, then `./scripts` when
/// it exists, then the `scripts` folder of each folder above the flow, nearest first, so a flow runs from
/// any working folder (docs/FlowScripts.md). Shared by `run`, `test` and `explore` through `@OptionGroup`.
struct ScriptRootOptions: ParsableArguments {
    /// The `--root` folders, in the order given.
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A folder where `require` finds modules (repeatable). ./scripts is searched when it exists.",
            valueName: "dir"),
        completion: .directory)
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

    /// The roots `require` searches: the `--root` folders, then `./scripts`, then the `scripts` folder of
    /// each folder above `flowFile`'s, each when it is a folder and not listed already.
    /// - Parameters:
    ///   - flowFile: The flow (or nil), whose ancestors' `scripts` folders are searched last.
    ///   - currentDirectory: The folder `./scripts` is resolved against.
    func searchRoots(
        near flowFile: URL? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> [URL] {
        var urls = roots.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        var candidates = [currentDirectory.appendingPathComponent("scripts", isDirectory: true)]
        if let flowFile {
            var folder = flowFile.standardizedFileURL.deletingLastPathComponent()
            while true {
                candidates.append(folder.appendingPathComponent("scripts", isDirectory: true))
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        for candidate in candidates.map(\.standardizedFileURL) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue,
               !urls.contains(where: { $0.path == candidate.path }) {
                urls.append(candidate)
            }
        }
        return urls
    }
}
