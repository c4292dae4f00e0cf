import Foundation

/// A bundle's signature section: the id of the key that signed and the Ed25519 signature of the manifest
/// (prefixed by ``domain``, so a signature made for anything else never verifies a bundle).
struct BundleSignature: Codable {
    /// What the signed message starts with. Computed, not a stored global: LeakSanitizer reports the storage of a
    /// global `Data` made from a string's bytes as leaked at exit, which fails every sanitized run that signs.
    static var domain: Data { Data("flowhost bundle manifest v1\n".utf8) }

    /// The signing key's id (``BundlePublicKey/id``).
    var key: String
    /// The signature, base64.
    var signature: String

    /// The message signed for `manifest`.
    static func message(for manifest: Data) -> Data { domain + manifest }

    /// The signature of `manifest` by `key`.
    init(signing manifest: Data, with key: BundleSigningKey) {
        self.key = key.publicKey.id
        signature = key.signature(of: Self.message(for: manifest)).base64EncodedString()
    }

    /// The section's bytes.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try! encoder.encode(self)
    }
}
