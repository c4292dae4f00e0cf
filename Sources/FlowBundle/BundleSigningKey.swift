import Crypto
import Foundation

/// A private Ed25519 key that signs bundles. Its file holds one line, `flowhost-ed25519-private BASE64` (the
/// 32-byte seed); it is written with mode 0600 and its text is never printed or put in a bundle.
public struct BundleSigningKey: Sendable {
    /// The first word of a private key's line.
    static let prefix = "flowhost-ed25519-private"

    private let key: Curve25519.Signing.PrivateKey

    /// A new random key.
    public init() {
        key = Curve25519.Signing.PrivateKey()
    }

    /// The key in a private key file's `text`.
    /// - Parameter path: The file's path, for messages (its text is never quoted).
    /// - Throws: ``BundleKeyError`` when the text is not one private key.
    public init(text: String, path: String) throws(BundleKeyError) {
        let lines = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let words = lines.first?.split(whereSeparator: \.isWhitespace) ?? []
        if words.first.map(String.init) == BundlePublicKey.prefix {
            throw .publicKeyGiven(path: path)
        }
        guard lines.count == 1, words.count == 2, words[0] == Self.prefix, let seed = Data(base64Encoded: String(words[1]))
        else {
            throw .malformed(path: path, line: 1, expected: "one line '\(Self.prefix) BASE64'")
        }
        do {
            key = try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
        } catch {
            throw .malformed(path: path, line: 1, expected: "an Ed25519 private key (32 bytes)")
        }
    }

    /// The key's public half.
    public var publicKey: BundlePublicKey { BundlePublicKey(key.publicKey) }

    /// The private key file's text.
    public var fileText: String { "\(Self.prefix) \(key.rawRepresentation.base64EncodedString())\n" }

    /// The signature of `message`.
    func signature(of message: Data) -> Data {
        // Signing with a valid key only fails when the system's random source does.
        try! key.signature(for: message)
    }
}
