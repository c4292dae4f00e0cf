#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads spec files for the host as `luaL_loadfile` reads flow files: a UTF-8 byte order mark is dropped,
/// and a first line starting with `#` (`#!/usr/bin/env -S flowrun test`) is emptied, keeping its newline so
/// that line numbers stay right. What cannot be read is said in flowrun's words, from the system's error.
enum SpecSource {
    /// The text of the spec at `path`, ready to compile.
    /// - Throws: ``SpecReadError``: the file cannot be opened or read (`errno`), is a broken link, is not a
    ///   regular file, is a precompiled chunk, or is not UTF-8.
    static func text(ofFile path: String) throws(SpecReadError) -> String {
        var bytes = try contents(ofFile: path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        // Lua's own signature, LUA_SIGNATURE: the sandbox loads text only, so say what it is.
        if bytes.first == 0x1B {
            throw .precompiled(path: path)
        }
        if bytes.first == UInt8(ascii: "#") {
            bytes.removeSubrange(..<(bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw invalidUTF8(in: bytes, path: path)
        }
        return text
    }

    /// The bytes of the regular file at `path`.
    private static func contents(ofFile path: String) throws(SpecReadError) -> [UInt8] {
        // O_NONBLOCK: opening a named pipe must not wait for a writer; fstat then refuses it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT, let target = linkTarget(of: path) {
                throw .brokenLink(path: path, target: target)
            }
            throw .unreadable(path: path, code: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notRegularFile(path: path, kind: kind(of: status.st_mode))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(path: path, code: errno)
            }
        }
    }

    /// Where the symbolic link at `path` points; nil when `path` is not a link.
    private static func linkTarget(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map(UInt8.init(bitPattern:)), as: UTF8.self)
    }

    /// What a file that is not a regular one is, from its `st_mode`.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The error naming the first byte of `bytes` that is not part of valid UTF-8, and its line.
    private static func invalidUTF8(in bytes: [UInt8], path: String) -> SpecReadError {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        // `String(validating:)` refused the bytes, so the parser stops at an error before their end.
        while case .valid(let encoded) = parser.parseScalar(from: &input) {
            offset += encoded.count
        }
        let line = 1 + bytes[..<offset].count { $0 == UInt8(ascii: "\n") }
        return .notUTF8(path: path, byte: bytes[offset], line: line)
    }
}
