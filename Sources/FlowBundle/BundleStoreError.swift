import FlowScript
import FlowTooling

/// Why a bundle store could not do what was asked. Each case names the store's file or the version.
public enum BundleStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store's folder or a file in it could not be opened, read or written.
    case folder(OwnedFolderError)
    /// The bundle was refused.
    case bundle(FlowBundleError)
    /// `store.json` does not read as a store's state.
    case corruptState(path: String)
    /// `store.json` is of a newer format than this host reads.
    case newerState(path: String, format: Int)
    /// The store holds another app's bundles.
    case otherApp(path: String, id: String, expected: String)
    /// No bundle of that version is installed.
    case notInstalled(version: BundleVersion, installed: [BundleVersion])
    /// A different bundle of the same version is installed: a version names one set of files.
    case versionExists(version: BundleVersion)
    /// No earlier good version to roll back to.
    case nothingToRollBack

    /// One line naming the file or the version.
    public var description: String {
        switch self {
        case .folder(let error):
            error.description
        case .bundle(let error):
            error.description
        case .corruptState(let path):
            "\(path): not a bundle store's state; move it away to start the store afresh"
        case .newerState(let path, let format):
            "\(path): the store's state is of format \(format), newer than this host reads"
        case .otherApp(let path, let id, let expected):
            "\(path): the store holds bundles of app '\(id)', not '\(expected)'"
        case .notInstalled(let version, let installed):
            "no bundle \(version) is installed (installed: \(installed.isEmpty ? "none" : installed.map(\.description).joined(separator: ", ")))"
        case .versionExists(let version):
            "a different bundle of version \(version) is installed already; give the new one a new version"
        case .nothingToRollBack:
            "no earlier good version to roll back to"
        }
    }
}
