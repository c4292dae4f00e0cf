import FlowScript
import FlowTooling
import Foundation

/// A verified flow bundle: its manifest, the key that signed it and its files, each checked against the
/// signed manifest. The only way to get one is ``verify(_:path:trusting:modules:hostVersion:sizeLimit:)``
/// (or ``verify(fileAt:trusting:modules:hostVersion:sizeLimit:)``), so holding one means every check passed.
///
/// ```swift
/// let trusted = try BundlePublicKey.list(in: keysText, path: "trusted.pub")
/// let bundle = try FlowBundle.verify(fileAt: path, trusting: trusted, modules: registry)
/// let folder = try bundle.unpack(into: OwnedFolder(path: launchFolder, creating: true))
/// let player = FlowPlayer(FlowPlayerConfiguration(
///     flowFile: folder.entry, base: base, modules: registry, scriptRoots: [folder.root]))
/// ```
public struct FlowBundle: Sendable {
    /// The most bytes a bundle may have unless the host says otherwise: flows are text, and a few MiB hold many.
    public static let defaultSizeLimit = 16 << 20

    /// The signed manifest.
    public let manifest: BundleManifest
    /// The key that signed it, one of those trusted.
    public let signer: BundlePublicKey
    /// Every file's bytes, by path, as the manifest lists them.
    public let files: [String: Data]

    /// Checks the bundle in `data` and returns it.
    ///
    /// Refused, in this order: more than `sizeLimit` bytes; bytes that are not a bundle (cut short, bytes
    /// after the last file); a manifest format newer than ``BundleManifest/currentFormat``; no signature; a
    /// key not in `trusted`; a signature that does not verify; a file name leaving the bundle; a file changed,
    /// added or missing; binary chunks; an entry that is not a file; a bundle needing a newer FlowHost than
    /// `hostVersion`; and needs that `modules` do not meet, every mismatch named.
    /// - Parameters:
    ///   - data: The bundle file's bytes.
    ///   - path: How messages name the bundle.
    ///   - trusted: The public keys the host trusts (several while keys rotate).
    ///   - modules: The host's registered modules.
    ///   - hostVersion: The host's FlowHost version.
    ///   - sizeLimit: The most bytes accepted.
    /// - Throws: ``FlowBundleError``, one case per refusal.
    public static func verify(
        _ data: Data, path: String, trusting trusted: [BundlePublicKey], modules: FlowModuleRegistry,
        hostVersion: BundleVersion = FlowHostVersion.current, sizeLimit: Int = defaultSizeLimit
    ) throws(FlowBundleError) -> FlowBundle {
        guard data.count <= sizeLimit else { throw .tooLarge(path: path, size: data.count, limit: sizeLimit) }
        let archive = try BundleArchive(decoding: data, path: path)
        let (manifest, signer) = try checkSignature(of: archive, path: path, trusted: trusted)
        let files = try checkFiles(of: archive, against: manifest, path: path)
        if manifest.needs.hostVersion > hostVersion {
            throw .newerHost(path: path, needed: manifest.needs.hostVersion, host: hostVersion)
        }
        let mismatches = BundleCompatibility.mismatches(manifest.needs, modules: modules)
        guard mismatches.isEmpty else { throw .unmetNeeds(path: path, mismatches: mismatches) }
        return FlowBundle(manifest: manifest, signer: signer, files: files)
    }

    /// Reads the bundle file at `path` (at most `sizeLimit` bytes; a larger one is refused before it is read)
    /// and verifies it as ``verify(_:path:trusting:modules:hostVersion:sizeLimit:)`` does.
    /// - Throws: ``FlowBundleError``.
    public static func verify(
        fileAt path: String, trusting trusted: [BundlePublicKey], modules: FlowModuleRegistry,
        hostVersion: BundleVersion = FlowHostVersion.current, sizeLimit: Int = defaultSizeLimit
    ) throws(FlowBundleError) -> FlowBundle {
        let data = try BundleFileReader.read(path: path, limit: sizeLimit)
        return try verify(
            data, path: path, trusting: trusted, modules: modules, hostVersion: hostVersion, sizeLimit: sizeLimit)
    }

    /// The bytes of the bundle file at `path`: a regular file of at most `sizeLimit` bytes (a larger one is
    /// refused before it is read).
    /// - Throws: ``FlowBundleError/unreadable(path:code:)``, ``FlowBundleError/notAFile(path:)`` or ``FlowBundleError/tooLarge(path:size:limit:)``.
    public static func contents(ofFileAt path: String, sizeLimit: Int = defaultSizeLimit) throws(FlowBundleError) -> Data {
        try BundleFileReader.read(path: path, limit: sizeLimit)
    }

    /// The bundle file's bytes for `manifest` and `files` (by path), signed with `key`.
    public static func sign(manifest: BundleManifest, files: [String: Data], with key: BundleSigningKey) -> Data {
        let manifestBytes = manifest.encoded()
        return BundleArchive(
            manifest: manifestBytes, signature: BundleSignature(signing: manifestBytes, with: key).encoded(),
            files: manifest.files.map { ($0.path, files[$0.path] ?? Data()) }
        ).encoded()
    }

    /// Writes every file into `folder` (subfolders created as needed, nothing outside it, no link followed)
    /// and says where the flow starts.
    /// - Throws: ``OwnedFolderError`` when a file cannot be written.
    public func unpack(into folder: OwnedFolder) throws(OwnedFolderError) -> UnpackedBundle {
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            var parts = path.split(separator: "/").map(String.init)
            let name = parts.removeLast()
            var current = folder
            for part in parts {
                guard let next = try current.subfolder(part, creating: true) else {
                    throw .cannotOpen(path: current.display(part), reason: "it vanished while being created")
                }
                current = next
            }
            try current.replace(name, with: bytes)
        }
        let root = URL(fileURLWithPath: folder.path, isDirectory: true)
        return UnpackedBundle(root: root, entry: root.appendingPathComponent(manifest.entry))
    }

    // MARK: - Checks

    /// The manifest, once its format is known and its signature verifies by a trusted key.
    private static func checkSignature(
        of archive: BundleArchive, path: String, trusted: [BundlePublicKey]
    ) throws(FlowBundleError) -> (BundleManifest, BundlePublicKey) {
        struct Format: Decodable { var format: Int }
        guard let format = try? JSONDecoder().decode(Format.self, from: archive.manifest) else {
            throw .notABundle(path: path, problem: .badManifest)
        }
        if format.format > BundleManifest.currentFormat {
            throw .newerFormat(path: path, found: format.format, supported: BundleManifest.currentFormat)
        }
        guard !archive.signature.isEmpty else { throw .missingSignature(path: path) }
        guard let signature = try? JSONDecoder().decode(BundleSignature.self, from: archive.signature) else {
            throw .notABundle(path: path, problem: .badSignatureSection)
        }
        guard let key = trusted.first(where: { $0.id == signature.key }) else {
            throw .untrustedKey(path: path, key: signature.key, known: trusted.map(\.id))
        }
        guard let bytes = Data(base64Encoded: signature.signature),
              key.key.isValidSignature(bytes, for: BundleSignature.message(for: archive.manifest))
        else { throw .badSignature(path: path, key: key.id) }
        guard let manifest = try? JSONDecoder().decode(BundleManifest.self, from: archive.manifest) else {
            throw .notABundle(path: path, problem: .badManifest)
        }
        return (manifest, key)
    }

    /// The files by path, once each name is safe, the files are exactly the manifest's and all are Lua text.
    private static func checkFiles(
        of archive: BundleArchive, against manifest: BundleManifest, path: String
    ) throws(FlowBundleError) -> [String: Data] {
        for name in manifest.files.map(\.path) + archive.files.map(\.path) + [manifest.entry] {
            if let problem = BundlePath.problem(name) {
                throw .unsafeFileName(path: path, file: name, problem: problem)
            }
        }
        var files: [String: Data] = [:]
        for file in archive.files {
            guard files.updateValue(file.bytes, forKey: file.path) == nil else {
                throw .notABundle(path: path, problem: .duplicateFile(path: file.path))
            }
        }
        let listed = Dictionary(manifest.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in archive.files where listed[file.path] == nil {
            throw .addedFile(path: path, file: file.path)
        }
        for entry in manifest.files {
            guard let bytes = files[entry.path] else { throw .missingFile(path: path, file: entry.path) }
            guard bytes.count == entry.size, FileDigest(of: bytes) == entry.sha256 else {
                throw .changedFile(path: path, file: entry.path)
            }
            if let problem = LuaText.problem(bytes) {
                throw .binaryChunk(path: path, file: entry.path, problem: problem)
            }
        }
        guard files[manifest.entry] != nil else { throw .missingEntry(path: path, file: manifest.entry) }
        return files
    }
}

/// Where an unpacked bundle's flows are: run ``entry`` with ``root`` as the only script root.
public struct UnpackedBundle: Sendable {
    /// The folder the files were written to.
    public let root: URL
    /// The entry flow's file.
    public let entry: URL
}
