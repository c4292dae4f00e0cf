import FlowScript
import FlowTooling

/// Why a key file cannot be used. Messages name the file and line, never the key's text.
public enum BundleKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A line of the file at `path` is not a key; `expected` says what a key's line holds there.
    case malformed(path: String, line: Int, expected: String)
    /// A file of trusted keys lists none.
    case noKeys(path: String)
    /// A private key was given where a public one belongs: it must never leave its owner's machine.
    case privateKeyGiven(path: String)
    /// A public key was given where the private key is needed to sign.
    case publicKeyGiven(path: String)
    /// The key file cannot be opened or read.
    case file(OwnedFolderError)
    /// No file is at `path`.
    case missing(path: String)
    /// The file at `path` is not UTF-8 text.
    case notText(path: String)
    /// The key pair would replace an existing file.
    case exists(path: String)

    /// One line naming the file.
    public var description: String {
        switch self {
        case .malformed(let path, let line, let expected):
            "\(path):\(line): not a bundle key: expected \(expected)"
        case .noKeys(let path):
            "\(path): lists no public key (one 'flowhost-ed25519 BASE64' line per trusted key)"
        case .privateKeyGiven(let path):
            "\(path) is a private key: give the public key (.pub) to trust; never share the private one"
        case .publicKeyGiven(let path):
            "\(path) is a public key: signing needs the private key file"
        case .file(let error):
            error.description
        case .missing(let path):
            "\(path): no such key file"
        case .notText(let path):
            "\(path): not a key file (not UTF-8 text)"
        case .exists(let path):
            "\(path) exists already; a key is never overwritten (move it away or choose another name)"
        }
    }
}
