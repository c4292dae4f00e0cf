import FlowScript

/// Why a bundle was refused. Each case names the bundle file; a UI renders it once, by ``description``.
public enum FlowBundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bundle cannot be read; `code` is the system's error number.
    case unreadable(path: String, code: Int32)
    /// The bundle's path names a folder, FIFO or device, not a file.
    case notAFile(path: String)
    /// The bundle holds more bytes than the host accepts.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The bytes are not a bundle: `problem` says where they stop being one (a truncated download reads so).
    case notABundle(path: String, problem: BundleFormatProblem)
    /// The manifest is of a format newer than this host reads.
    case newerFormat(path: String, found: Int, supported: Int)
    /// The bundle carries no signature.
    case missingSignature(path: String)
    /// The bundle was signed by a key the host does not trust.
    case untrustedKey(path: String, key: String, known: [String])
    /// The signature does not verify: the manifest was changed after signing, or the signature is not one.
    case badSignature(path: String, key: String)
    /// A file's bytes differ from what the manifest says of them.
    case changedFile(path: String, file: String)
    /// The bundle holds a file its manifest does not list.
    case addedFile(path: String, file: String)
    /// A file the manifest lists is not in the bundle.
    case missingFile(path: String, file: String)
    /// A file's name would leave the bundle's folder (`..`, absolute) or is no plain name.
    case unsafeFileName(path: String, file: String, problem: BundlePathProblem)
    /// A file is a symbolic link; a bundle's files are never links.
    case link(path: String, file: String)
    /// A file is a precompiled Lua chunk or other binary data, which the sandbox never loads.
    case binaryChunk(path: String, file: String, problem: LuaTextProblem)
    /// The manifest's entry flow is not one of its files.
    case missingEntry(path: String, file: String)
    /// The bundle needs a newer FlowHost than this one.
    case newerHost(path: String, needed: BundleVersion, host: BundleVersion)
    /// The bundle is for another app than the one asking.
    case otherApp(path: String, id: String, expected: String)
    /// The host's registered modules do not offer what the flows use: each mismatch named.
    case unmetNeeds(path: String, mismatches: [BundleMismatch])

    /// One line (a list for unmet needs) naming the bundle and what is wrong.
    public var description: String {
        switch self {
        case .unreadable(let path, let code):
            "\(path): cannot read the bundle (\(POSIXReason.words(code).lowercased()))"
        case .notAFile(let path):
            "\(path): not a bundle file but a folder, FIFO or device"
        case .tooLarge(let path, let size, let limit):
            "\(path): the bundle holds \(size) bytes, more than the limit of \(limit)"
        case .notABundle(let path, let problem):
            "\(path): not a flow bundle: \(problem)"
        case .newerFormat(let path, let found, let supported):
            "\(path): the manifest is of format \(found), newer than this host reads (\(supported)); update the host"
        case .missingSignature(let path):
            "\(path): the bundle is not signed"
        case .untrustedKey(let path, let key, let known):
            "\(path): signed by key \(ControlEscapes.escaped(key)), which is not trusted (trusted: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case .badSignature(let path, let key):
            "\(path): the signature by key \(key) does not verify: the manifest was changed after signing"
        case .changedFile(let path, let file):
            "\(path): \(file) differs from the signed manifest (changed after signing)"
        case .addedFile(let path, let file):
            "\(path): \(file) is not in the signed manifest (added after signing)"
        case .missingFile(let path, let file):
            "\(path): \(file) is listed in the signed manifest but missing"
        case .unsafeFileName(let path, let file, let problem):
            "\(path): the file name '\(ControlEscapes.escaped(file))' is refused: \(problem)"
        case .link(let path, let file):
            "\(path): \(file) is a symbolic link; a bundle holds only regular files"
        case .binaryChunk(let path, let file, let problem):
            "\(path): \(file) is not Lua source (\(problem)); the sandbox loads text chunks only"
        case .missingEntry(let path, let file):
            "\(path): the entry flow \(file) is not one of the bundle's files"
        case .newerHost(let path, let needed, let host):
            "\(path): the flows need FlowHost \(needed) or newer; this host is \(host)"
        case .otherApp(let path, let id, let expected):
            "\(path): the bundle is for app '\(ControlEscapes.escaped(id))', not '\(expected)'"
        case .unmetNeeds(let path, let mismatches):
            "\(path): this host's modules do not offer what the flows use:\n"
                + mismatches.map { "  - \($0)" }.joined(separator: "\n")
        }
    }
}
