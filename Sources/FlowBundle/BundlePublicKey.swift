import Crypto
import Foundation

/// A public Ed25519 key a host trusts to sign bundles. Its text form is one line, `flowhost-ed25519 BASE64`
/// (the 32 raw bytes); a file of trusted keys holds one per line, so a host can trust an old key and its
/// successor while bundles move from one to the other.
public struct BundlePublicKey: Hashable, Sendable, CustomStringConvertible {
    /// The first word of a key's line.
    static let prefix = "flowhost-ed25519"

    /// The key.
    let key: Curve25519.Signing.PublicKey
    /// The 32 raw bytes.
    public let rawRepresentation: Data

    /// The key of the 32 raw bytes.
    /// - Throws: ``BundleKeyError/malformed(path:line:expected:)`` when they are not a key.
    init(raw: Data, path: String, line: Int) throws(BundleKeyError) {
        do {
            key = try Curve25519.Signing.PublicKey(rawRepresentation: raw)
        } catch {
            throw .malformed(path: path, line: line, expected: "an Ed25519 public key (32 bytes)")
        }
        rawRepresentation = raw
    }

    init(_ key: Curve25519.Signing.PublicKey) {
        self.key = key
        rawRepresentation = key.rawRepresentation
    }

    /// The key's id, which a signature names: the first 16 hex digits of the SHA-256 of its raw bytes.
    public var id: String { String(FileDigest(of: rawRepresentation).hex.prefix(16)) }

    /// The key's line: `flowhost-ed25519 BASE64`.
    public var line: String { "\(Self.prefix) \(rawRepresentation.base64EncodedString())" }

    /// The key's id.
    public var description: String { id }

    public static func == (left: BundlePublicKey, right: BundlePublicKey) -> Bool {
        left.rawRepresentation == right.rawRepresentation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawRepresentation)
    }

    /// The keys listed in `text`, one per line; blank lines and lines starting with `#` are skipped.
    /// - Parameter path: The file's path, for messages.
    /// - Throws: ``BundleKeyError`` naming the line that is not a public key, or a file that lists none.
    public static func list(in text: String, path: String) throws(BundleKeyError) -> [BundlePublicKey] {
        var keys: [BundlePublicKey] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            if first == BundleSigningKey.prefix {
                throw .privateKeyGiven(path: path)
            }
            guard first == prefix, words.count >= 2 else {
                throw .malformed(path: path, line: index + 1, expected: "'\(prefix) BASE64'")
            }
            guard let raw = Data(base64Encoded: String(words[1])) else {
                throw .malformed(path: path, line: index + 1, expected: "base64 after '\(prefix)'")
            }
            keys.append(try BundlePublicKey(raw: raw, path: path, line: index + 1))
        }
        guard !keys.isEmpty else { throw .noKeys(path: path) }
        return keys
    }
}
