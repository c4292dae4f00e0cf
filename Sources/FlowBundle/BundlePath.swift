/// The rule for a file's name inside a bundle: `/`-separated plain names that stay inside the bundle's folder
/// wherever it is unpacked.
enum BundlePath {
    /// The most bytes a name may have.
    static let lengthLimit = 1_024

    /// Why `path` cannot name a file in a bundle, or nil when it can.
    static func problem(_ path: String) -> BundlePathProblem? {
        if path.isEmpty { return .empty }
        if path.utf8.count > lengthLimit { return .tooLong(limit: lengthLimit) }
        if path.hasPrefix("/") { return .absolute }
        if path.contains("\\") { return .backslash }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return .controlCharacter }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return .emptyPart
            case ".": return .currentFolder
            case "..": return .parentFolder
            default: continue
            }
        }
        return nil
    }
}
