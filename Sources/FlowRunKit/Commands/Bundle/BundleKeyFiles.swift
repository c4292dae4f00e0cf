import FlowBundle
import FlowScript
import FlowTooling
import Foundation

/// Reads the key files the bundle commands are given: the private key that signs, the public keys trusted.
enum BundleKeyFiles {
    /// The most bytes a key file may have: a key is one line, a trust list a few hundred.
    static let sizeLimit = 1 << 20

    /// The signing key in the private key file at `path`.
    static func signingKey(at path: String) throws(BundleCommandFailure) -> BundleSigningKey {
        do {
            return try BundleSigningKey(text: try text(at: path), path: path)
        } catch {
            throw .key(error)
        }
    }

    /// Every public key in the files at `paths`, in order, each once.
    static func trustedKeys(at paths: [String]) throws(BundleCommandFailure) -> [BundlePublicKey] {
        guard !paths.isEmpty else {
            throw .noTrustedKeys
        }
        var keys: [BundlePublicKey] = []
        for path in paths {
            do {
                for key in try BundlePublicKey.list(in: try text(at: path), path: path) where !keys.contains(key) {
                    keys.append(key)
                }
            } catch {
                throw .key(error)
            }
        }
        return keys
    }

    private static func text(at path: String) throws(BundleKeyError) -> String {
        let url = URL(fileURLWithPath: path)
        let folder: OwnedFolder
        do {
            folder = try OwnedFolder(path: url.deletingLastPathComponent().path, creating: false)
        } catch {
            throw .file(error)
        }
        defer { folder.close() }
        // Read through the folder, never following a link at the key's name.
        let data: Data?
        do {
            data = try folder.read(url.lastPathComponent, limit: sizeLimit)
        } catch {
            throw .file(error)
        }
        guard let data else { throw .missing(path: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notText(path: path) }
        return text
    }
}
