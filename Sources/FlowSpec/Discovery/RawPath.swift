#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system path as the kernel sees it: bytes, which need not be UTF-8. Discovery walks folders with
/// these rather than `String`s, so that a spec whose name `String` cannot hold is still found, and reported
/// by its ``escaped`` name instead of vanishing.
struct RawPath: Hashable {
    /// The path's bytes, without a terminating NUL.
    let bytes: [UInt8]

    /// The path spelled by `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The path made of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let slash = UInt8(ascii: "/")

    /// The working directory, as `getcwd` gives it (links resolved); nil when it cannot be known (it was
    /// removed).
    static func currentDirectory() -> RawPath? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return RawPath(bytes: Array(UnsafeBufferPointer(start: path, count: strlen(path))).map(UInt8.init(bitPattern:)))
    }

    // MARK: - Spelling

    /// The path as text; nil when its bytes are not UTF-8.
    var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path as text, each byte that is not part of valid UTF-8 written `\xFF`: how messages name a file
    /// whose name is not UTF-8.
    var escaped: String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }

    /// Whether the last component ends with `suffix`.
    func hasSuffix(_ suffix: String) -> Bool {
        bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    /// Whether the path starts at the root.
    var isAbsolute: Bool {
        bytes.first == Self.slash
    }

    /// The path of `name` inside this folder; `name` alone when this path is empty.
    func appending(_ name: [UInt8]) -> RawPath {
        if bytes.isEmpty { return RawPath(bytes: name) }
        return RawPath(bytes: bytes.last == Self.slash ? bytes + name : bytes + [Self.slash] + name)
    }

    /// The folder holding the last component and that component; the folder is `.` for a bare name.
    var split: (folder: RawPath, name: [UInt8]) {
        let trimmed = bytes.count > 1 && bytes.last == Self.slash ? Array(bytes.dropLast()) : bytes
        guard let slash = trimmed.lastIndex(of: Self.slash) else { return (RawPath("."), trimmed) }
        return (RawPath(bytes: slash == 0 ? [Self.slash] : Array(trimmed[..<slash])), Array(trimmed[(slash + 1)...]))
    }

    /// The components between slashes, empty ones dropped.
    var components: [[UInt8]] {
        bytes.split(separator: Self.slash).map(Array.init)
    }

    /// This path relative to `folder` when it lies inside it; nil otherwise.
    func relative(to folder: RawPath) -> RawPath? {
        let prefix = folder.bytes.last == Self.slash ? folder.bytes : folder.bytes + [Self.slash]
        guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return nil }
        return RawPath(bytes: Array(bytes[prefix.count...]))
    }

    // MARK: - File system

    /// Whether anything is at the path, a broken symbolic link included.
    var exists: Bool {
        var status = stat()
        return withCString { lstat($0, &status) } == 0
    }

    /// Whether the path is a symbolic link (followed or not).
    var isLink: Bool {
        var status = stat()
        return withCString { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether this path is `folder` or lies inside it (both spelled alike: resolved, say).
    func isWithin(_ folder: RawPath) -> Bool {
        self == folder || relative(to: folder) != nil
    }

    /// Whether the path is a folder, or a symbolic link leading to one.
    var isFolder: Bool {
        var status = stat()
        return withCString { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved; nil when it does not lead to an
    /// existing file (a broken link, a missing file).
    var resolved: RawPath? {
        guard let real = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return RawPath(bytes: Array(UnsafeBufferPointer(start: real, count: strlen(real))).map(UInt8.init(bitPattern:)))
    }

    /// The names in this folder, `.` and `..` excepted, in byte order; nil when it cannot be opened.
    func entries() -> [[UInt8]]? {
        guard let folder = withCString({ opendir($0) }) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
                names.append(name)
            }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    private func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes.map(CChar.init(bitPattern:)) + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
