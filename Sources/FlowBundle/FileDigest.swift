import Crypto
import Foundation

/// The SHA-256 of a bundle's file, written as 64 lowercase hex digits in the manifest.
public struct FileDigest: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 64 lowercase hex digits.
    public let hex: String

    /// The digest of `bytes`.
    public init(of bytes: Data) {
        hex = SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    public init(from decoder: any Decoder) throws {
        hex = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    public var description: String { hex }
}
