/// Where bytes stop being a bundle, for ``FlowBundleError/notABundle(path:problem:)``.
public enum BundleFormatProblem: Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with a bundle's first line.
    case noMagic
    /// The bytes end inside a section (`manifest`, `signature` or `table of contents`).
    case truncatedSection(name: String)
    /// The bytes end inside the file of this path.
    case truncatedFile(path: String)
    /// Bytes follow the last file.
    case trailingBytes(count: Int)
    /// The table of contents is not a list of paths and sizes.
    case badContents
    /// The manifest is not JSON with a format number, or a signed manifest does not decode.
    case badManifest
    /// The signature section is not a key id and a signature.
    case badSignatureSection
    /// The bundle holds a path twice.
    case duplicateFile(path: String)

    /// The problem in words, after `not a flow bundle: `.
    public var description: String {
        switch self {
        case .noMagic: "it does not start with a bundle's first line"
        case .truncatedSection(let name): "it ends inside its \(name) (truncated)"
        case .truncatedFile(let path): "the bytes of \(path) are cut short (truncated)"
        case .trailingBytes(let count): "\(count) bytes follow its last file"
        case .badContents: "its table of contents is not a list of paths and sizes"
        case .badManifest: "its manifest is not a manifest this host reads"
        case .badSignatureSection: "its signature section is not a key id and a signature"
        case .duplicateFile(let path): "it holds \(path) twice"
        }
    }
}

/// Why a name cannot name a file in a bundle, for ``FlowBundleError/unsafeFileName(path:file:problem:)``.
public enum BundlePathProblem: Equatable, Sendable, CustomStringConvertible {
    /// The name is empty.
    case empty
    /// The name is longer than the limit, in bytes.
    case tooLong(limit: Int)
    /// The name starts with `/`.
    case absolute
    /// The name holds a backslash, which some systems read as a separator.
    case backslash
    /// The name holds a control character.
    case controlCharacter
    /// The name has an empty part (`//`, or a `/` at the end).
    case emptyPart
    /// The name has a `.` part.
    case currentFolder
    /// The name has a `..` part, which leads out of the bundle.
    case parentFolder

    /// The problem in words.
    public var description: String {
        switch self {
        case .empty: "it is empty"
        case .tooLong(let limit): "it is longer than \(limit) bytes"
        case .absolute: "it is absolute"
        case .backslash: "it holds a backslash"
        case .controlCharacter: "it holds a control character"
        case .emptyPart: "it has an empty part (//, or a / at the end)"
        case .currentFolder: "it has a '.' part"
        case .parentFolder: "it leads out of the bundle with '..'"
        }
    }
}

/// Why a file's bytes are not Lua source text, as the sandbox decides it.
public enum LuaTextProblem: Equatable, Sendable, CustomStringConvertible {
    /// A precompiled chunk (it starts with ESC).
    case precompiled
    /// A NUL byte at this offset.
    case nulByte(offset: Int)
    /// The bytes are not UTF-8.
    case notUTF8

    /// The problem in words.
    public var description: String {
        switch self {
        case .precompiled: "a precompiled chunk"
        case .nulByte(let offset): "binary data: a NUL byte at offset \(offset)"
        case .notUTF8: "not UTF-8 text"
        }
    }
}
