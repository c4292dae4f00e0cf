import FlowScript
import FlowTooling
import Foundation

/// Writes a bundle file: into its folder by a rename over the name (``OwnedFolder/replace(_:with:)``), so a
/// reader sees the old bundle or the new one, never half of one.
enum BundleOutput {
    static func write(_ bytes: Data, to path: String) throws(BundleCommandFailure) {
        let url = URL(fileURLWithPath: path)
        do {
            let folder = try OwnedFolder(path: url.deletingLastPathComponent().path, creating: false)
            defer { folder.close() }
            try folder.replace(url.lastPathComponent, with: bytes)
        } catch {
            throw .output(error)
        }
    }
}
