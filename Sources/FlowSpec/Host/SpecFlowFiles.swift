import Foundation

/// Where `launch(path)` finds a scenario's flow files: the spec's folder, the project's folder, the working
/// directory, then the script roots, the first that holds the file.
struct SpecFlowFiles {
    /// The spec file's folder as the run names it.
    let specFolder: String
    /// The project's folder, where flow files are looked for after the spec's; nil for none.
    let projectFolder: URL?
    /// Where flow files are looked for last, and where `require` looks.
    let scriptRoots: [URL]

    /// The flow file `path` names: absolute, else relative to the spec's folder, the project's folder, the
    /// working directory or a script root, the first that holds it.
    /// - Throws: ``SpecHostError/flowNotFound(path:searched:inProject:)`` naming the places looked in.
    func resolve(_ path: String) throws(SpecHostError) -> URL {
        if path.hasPrefix("/") {
            if Self.isFile(path) { return URL(fileURLWithPath: path) }
            throw .flowNotFound(path: path, searched: ["/"], inProject: projectFolder != nil)
        }
        // Spelled from the working directory where they are under it, as messages about the flow name it.
        let places: [(file: URL, name: String)] = [
            (URL(fileURLWithPath: specFolder == "." ? path : specFolder + "/" + path),
             "\(specFolder) (the spec's folder)"),
        ] + projectPlace(path) + [
            (URL(fileURLWithPath: path), "the working directory"),
        ] + scriptRoots.map { ($0.appendingPathComponent(path), $0.relativePath) }
        if let found = places.first(where: { Self.isFile($0.file.path) }) {
            return found.file
        }
        throw .flowNotFound(path: path, searched: places.map(\.name), inProject: projectFolder != nil)
    }

    /// The project's folder as a place to look for `path`, unless it is the working directory, looked in
    /// next anyway; named from the working directory when under it.
    private func projectPlace(_ path: String) -> [(file: URL, name: String)] {
        guard let folder = projectFolder?.standardizedFileURL.path else { return [] }
        let working = FileManager.default.currentDirectoryPath
        guard folder != working else { return [] }
        let name = folder.hasPrefix(working + "/") ? String(folder.dropFirst(working.count + 1)) : folder
        return [(URL(fileURLWithPath: folder).appendingPathComponent(path), "\(name) (the project's folder)")]
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
