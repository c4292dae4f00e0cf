import ArgumentParser
import Foundation

/// Where flowrun finds things: the project file (`flowhost.json`) and the folders `require` searches
/// besides the flow's own: every `--root DIR`, then the project's `roots`, then `./scripts` when it exists,
/// then the `scripts` folder of each folder above the flow or spec, nearest first, so flowrun works from any
/// working folder (docs/FlowScripts.md). Shared by `run`, `test` and `explore` through `@OptionGroup`.
struct ScriptRootOptions: ParsableArguments {
    /// The `--root` folders, in the order given.
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A folder where `require` finds modules (repeatable). ./scripts is searched when it exists.",
            valueName: "dir"),
        completion: .directory)
    var roots: [String] = []

    /// `--project FILE`: the project file to use instead of the nearest `flowhost.json`.
    @Option(
        help: ArgumentHelp(
            "The project file to use (default: the nearest flowhost.json above the flow or spec, or the working folder).",
            valueName: "file"),
        completion: .file(extensions: ["json"]))
    var project: String?

    /// `--no-project`: ignore project files.
    @Flag(name: .customLong("no-project"), help: "Use no project file, even where a flowhost.json is found.")
    var noProject = false

    /// Checks that every `--root` is an existing folder and `--project` a file.
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
            if let real = ProjectFile.realPath(root), ProjectFile.isSystemFolder(real) {
                throw ValidationError("--root \(root): flowrun never searches the whole file system or /proc, /sys and /dev")
            }
        }
        if let project {
            if noProject {
                throw ValidationError("--project and --no-project contradict each other; give one")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: project, isDirectory: &isDirectory) else {
                throw ValidationError("--project \(project): no such file")
            }
            if isDirectory.boolValue {
                throw ValidationError("--project \(project): a folder; name its \(ProjectFile.fileName)")
            }
        }
    }

    /// The project file of a run over `anchors` (the flow, the spec files and folders): the one `--project`
    /// names, else the nearest `flowhost.json` above an anchor, else above the working folder; nil with
    /// `--no-project` or when there is none.
    /// - Throws: ``ProjectFileError`` for a project file that cannot be used.
    /// A project file found by the search must be trusted (see ``ProjectFile/find(from:environment:)``) and
    /// keeps its paths inside its folder; the one `--project` names is trusted as given.
    func projectFile(
        near anchors: [URL],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ProjectFileError) -> ProjectFile? {
        if noProject { return nil }
        if let project {
            return try ProjectFile(contentsOf: URL(fileURLWithPath: project))
        }
        return try ProjectFile.find(from: anchors + [currentDirectory], environment: environment)
    }

    /// The project around `flowFile` and the roots its flow's `require` searches: the one lookup of the commands
    /// that run a single flow.
    /// - Throws: ``ProjectFileError`` for a project file that cannot be used.
    func flowProject(for flowFile: URL) throws(ProjectFileError) -> FlowProject {
        let file = try projectFile(near: [flowFile])
        return FlowProject(file: file, roots: searchRoots(near: [flowFile], project: file))
    }

    /// ``flowProject(for:)`` for the commands whose failures are ``RunFailure``s (`run`, `studio`).
    func runProject(for flowFile: URL) throws(RunFailure) -> FlowProject {
        do {
            return try flowProject(for: flowFile)
        } catch {
            throw .project(error)
        }
    }

    /// The roots `require` searches: the `--root` folders, then `project`'s roots, then `./scripts`, then the
    /// `scripts` folder of each folder above each of `anchors`, each when it is a folder and not listed already.
    /// - Parameters:
    ///   - anchors: The flow or the specs, whose ancestors' `scripts` folders are searched last.
    ///   - project: The run's project file, if any.
    ///   - currentDirectory: The folder `./scripts` is resolved against.
    func searchRoots(
        near anchors: [URL] = [],
        project: ProjectFile? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> [URL] {
        var urls: [URL] = []
        // A set, not a scan of `urls`: thousands of roots must not cost their square.
        var listed: Set<String> = []
        for root in roots.map({ URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL })
        where listed.insert(root.path).inserted {
            urls.append(root)
        }
        var candidates = (project?.roots ?? []) + [currentDirectory.appendingPathComponent("scripts", isDirectory: true)]
        for anchor in anchors {
            var folder = anchor.standardizedFileURL
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
                folder.deleteLastPathComponent()
            }
            while true {
                candidates.append(folder.appendingPathComponent("scripts", isDirectory: true))
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        for candidate in candidates.map(\.standardizedFileURL) {
            var isDirectory: ObjCBool = false
            if !listed.contains(candidate.path),
               FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                listed.insert(candidate.path)
                urls.append(candidate)
            }
        }
        return urls
    }
}
