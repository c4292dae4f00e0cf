import Foundation

/// Finds the spec files `flowrun test [PATHS...]` runs: every `*_spec.lua` under the given folders, and
/// files named directly.
public struct SpecDiscovery {
    /// Where specs are looked for when no path is given.
    public static let defaultPath = "Tests/Acceptance"
    /// How a spec file's name ends.
    public static let specSuffix = "_spec.lua"

    private let fileManager: FileManager

    /// Creates a discovery over `fileManager`'s file system.
    public init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
    }

    /// The spec files under `paths` (``defaultPath`` when empty), sorted and without duplicates. Paths keep
    /// the form they were given in, so reports name files as the user typed them. A file named directly
    /// is taken whatever its name; folders are searched at every depth.
    /// - Throws: ``SpecDiscoveryError`` for the first path that is empty, missing, or a folder without
    ///   specs.
    public func specFiles(under paths: [String]) throws(SpecDiscoveryError) -> [String] {
        var found = Set<String>()
        for path in paths.isEmpty ? [Self.defaultPath] : paths {
            guard !path.isEmpty else { throw .emptyPath }
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missingPath(path) }
            guard isFolder.boolValue else {
                found.insert(path)
                continue
            }
            let specs = specs(inFolder: path)
            guard !specs.isEmpty else { throw .noSpecs(path) }
            found.formUnion(specs)
        }
        return found.sorted()
    }

    private func specs(inFolder folder: String) -> [String] {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = fileManager.enumerator(atPath: base) else { return [] }
        var specs: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(Self.specSuffix) else { continue }
            let path = base == "/" ? "/" + relative : base + "/" + relative
            var isFolder: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                specs.append(path)
            }
        }
        return specs
    }
}
