/// Why the paths given to `flowrun test` name no spec to run.
public enum SpecDiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An empty string was given as a path.
    case emptyPath
    /// Nothing exists at the path.
    case missingPath(String)
    /// The folder holds no `*_spec.lua` file, at any depth.
    case noSpecs(String)

    /// The error as one line naming the path at fault.
    public var description: String {
        switch self {
        case .emptyPath:
            "an empty path was given; name a spec file or a folder of *\(SpecDiscovery.specSuffix) files"
        case .missingPath(let path):
            "no such file or folder: \(path)"
        case .noSpecs(let path):
            "no *\(SpecDiscovery.specSuffix) files under \(path)"
        }
    }
}
