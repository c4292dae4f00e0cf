import Foundation

/// The bytes of a bundle file: a magic line, then three sections each preceded by its length (4 bytes,
/// big-endian): the manifest, the signature (empty when unsigned) and the table of contents (JSON, each
/// file's path and size, in order), then the files' bytes one after the other. The signature covers the
/// manifest, which holds every file's SHA-256; the table of contents only says where each file's bytes are,
/// so a file added, removed or changed after signing shows as a difference from the manifest.
struct BundleArchive {
    /// The first bytes of every bundle file.
    static var magic: Data { Data("FLOWHOST BUNDLE\n".utf8) }

    /// The manifest's bytes, exactly as signed.
    var manifest: Data
    /// The signature section's bytes; empty when unsigned.
    var signature: Data
    /// The files, in the order their bytes follow.
    var files: [(path: String, bytes: Data)]

    /// One entry of the table of contents.
    private struct Content: Codable {
        var path: String
        var size: Int
    }

    /// The bundle file's bytes.
    func encoded() -> Data {
        var data = Self.magic
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let contents = try! encoder.encode(files.map { Content(path: $0.path, size: $0.bytes.count) })
        for section in [manifest, signature, contents] {
            var length = UInt32(section.count).bigEndian
            data.append(Data(bytes: &length, count: 4))
            data.append(section)
        }
        for file in files {
            data.append(file.bytes)
        }
        return data
    }

    /// Splits a bundle file's bytes into its parts.
    /// - Throws: ``FlowBundleError/notABundle(path:problem:)`` naming what is wrong: no magic line, a section
    ///   or a file cut short, a table of contents that is not one, bytes after the last file.
    init(decoding data: Data, path: String) throws(FlowBundleError) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.magic) else {
            throw .notABundle(path: path, problem: .noMagic)
        }
        var offset = Self.magic.count
        var sections: [Data] = []
        for name in ["manifest", "signature", "table of contents"] {
            guard bytes.count - offset >= 4 else {
                throw .notABundle(path: path, problem: .truncatedSection(name: name))
            }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            offset += 4
            guard bytes.count - offset >= length else {
                throw .notABundle(path: path, problem: .truncatedSection(name: name))
            }
            sections.append(Data(bytes[offset..<offset + length]))
            offset += length
        }
        let contents: [Content]
        do {
            contents = try JSONDecoder().decode([Content].self, from: sections[2])
        } catch {
            throw .notABundle(path: path, problem: .badContents)
        }
        var files: [(path: String, bytes: Data)] = []
        for content in contents {
            guard content.size >= 0, bytes.count - offset >= content.size else {
                throw .notABundle(path: path, problem: .truncatedFile(path: content.path))
            }
            files.append((content.path, Data(bytes[offset..<offset + content.size])))
            offset += content.size
        }
        guard offset == bytes.count else {
            throw .notABundle(path: path, problem: .trailingBytes(count: bytes.count - offset))
        }
        manifest = sections[0]
        signature = sections[1]
        self.files = files
    }

    init(manifest: Data, signature: Data, files: [(path: String, bytes: Data)]) {
        self.manifest = manifest
        self.signature = signature
        self.files = files
    }
}
