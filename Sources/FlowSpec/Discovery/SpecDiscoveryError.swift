/// Why the paths given to `flowrun test` name no spec to run.
public enum SpecDiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An empty string was given as a path.
    case emptyPath
    /// Nothing exists at the path.
    case missingPath(String)
    /// The folder holds no `*_spec.lua` file, at any depth.
    case noSpecs(String)
    /// No path was given and the working folder (named) holds no `*_spec.lua` file outside hidden and
    /// build folders.
    case noSpecsInWorkingFolder(String)

    /// The error as one line naming the path at fault.
    public var description: String {
        switch self {
        case .emptyPath:
            "an empty path was given; name a spec file or a folder of *\(SpecDiscovery.specSuffix) files"
        case .missingPath(let path):
            "no such file or folder: \(path)"
        case .noSpecs(let path):
            "no *\(SpecDiscovery.specSuffix) files under \(path)"
        case .noSpecsInWorkingFolder(let folder):
            "no *\(SpecDiscovery.specSuffix) files in the working folder \(folder) (searched at every depth, "
                + "skipping hidden and build folders) and no flowhost.json naming the specs; give a spec file or "
                + "folder (flowrun test path/to/specs), or list them in flowhost.json (\"specs\": [\"Tests/Acceptance\"])"
        }
    }
}
