import Foundation

/// What a bundle says of itself, signed: the app and version it is, the flow it starts with, every file
/// with its size and SHA-256, and what its flows need from the host. Encoded as JSON with sorted keys and
/// no timestamps, so one project always gives the same bytes.
public struct BundleManifest: Codable, Equatable, Sendable {
    /// The newest manifest format this host reads; a bundle of a newer one is refused, not guessed at.
    public static let currentFormat = 1

    /// The manifest's format.
    public var format: Int
    /// The app the bundle is for, such as `org.example.demo`: a store holds the bundles of one app.
    public var app: String
    /// The bundle's version, compared as dot-separated numbers (`1.2.0`).
    public var version: BundleVersion
    /// The flow file started, as a path inside the bundle.
    public var entry: String
    /// Every file, sorted by path.
    public var files: [BundleFile]
    /// What the flows need from the host that runs them.
    public var needs: HostNeeds

    /// Creates a manifest of the current format.
    public init(app: String, version: BundleVersion, entry: String, files: [BundleFile], needs: HostNeeds) {
        format = Self.currentFormat
        self.app = app
        self.version = version
        self.entry = entry
        self.files = files.sorted { $0.path < $1.path }
        self.needs = needs
    }

    /// The manifest's bytes: sorted keys, no whitespace, slashes as they are.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values of this package cannot fail.
        return try! encoder.encode(self)
    }
}

/// One file of a bundle, as its manifest lists it.
public struct BundleFile: Codable, Equatable, Sendable {
    /// The path inside the bundle: `/`-separated names, no `.`, `..` or empty ones.
    public var path: String
    /// Its size in bytes.
    public var size: Int
    /// Its SHA-256.
    public var sha256: FileDigest

    /// Creates the entry of `bytes` at `path`.
    public init(path: String, bytes: Data) {
        self.path = path
        size = bytes.count
        sha256 = FileDigest(of: bytes)
    }
}

/// What a bundle's flows need from the host: the oldest FlowHost version that runs them, and per module the
/// members of `app.<module>`, the events and the spec calls they use, with the signatures they were written
/// against, and the newest migration of the module's tables they saw.
public struct HostNeeds: Codable, Equatable, Sendable {
    /// The oldest FlowHost version the flows run on.
    public var hostVersion: BundleVersion
    /// Each module the flows use, by name.
    public var modules: [String: ModuleNeeds]

    /// Creates the needs.
    public init(hostVersion: BundleVersion, modules: [String: ModuleNeeds]) {
        self.hostVersion = hostVersion
        self.modules = modules
    }

    private enum CodingKeys: String, CodingKey {
        case hostVersion = "host_version", modules
    }
}

/// What flows use of one module.
public struct ModuleNeeds: Codable, Equatable, Sendable {
    /// The members of `app.<module>` used, by name, with their declared signatures.
    public var bindings: [String: BindingSignature] = [:]
    /// The events subscribed to, by name, with their declared fields.
    public var events: [String: [FieldSignature]] = [:]
    /// The calls of the module's spec doubles that specs read (`--with-specs`), with their declared arguments.
    public var calls: [String: [FieldSignature]] = [:]
    /// The newest migration of the module's tables (`module/name`) on the host that packed the bundle: the
    /// state the flows were written against.
    public var migration: String?

    /// Creates empty needs.
    public init() {}
}
