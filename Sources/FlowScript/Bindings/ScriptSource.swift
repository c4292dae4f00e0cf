#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads Lua source files for the host: the flow file and the modules it requires.
///
/// Every launch of a flow reads its file and each module again (a test runner launches once per scenario),
/// so reading goes straight through the system calls: a `stat`, an `open`, an `fstat` and the reads.
enum ScriptSource {
    /// The path of `url` as the user gave it: relative to its base when it has one (so messages read
    /// `scripts/login.lua:42:`), absolute otherwise.
    static func displayPath(of url: URL) -> String {
        url.baseURL == nil ? url.path : url.relativePath
    }

    /// The text of the file at `path`, shown as `shownAs` in errors. A UTF-8 byte order mark is dropped,
    /// and a first line starting with `#` (`#!/usr/bin/env flowrun`) is blanked, as `lua` does, keeping
    /// line numbers.
    /// - Throws: ``ScriptSourceError``; ``ScriptSourceError/missing(path:)`` only when nothing is at `path`.
    /// - Parameter root: When given, the resolved path of a script root the file must lie in: a symbolic link
    ///   leading out of it is refused (``ScriptSourceError/outsideRoot(path:)``), checked on the opened file.
    static func read(
        atPath path: String, shownAs shown: String, confinedTo root: String? = nil
    ) throws(ScriptSourceError) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno, path: shown) }
        // Checked before opening: opening a FIFO waits for a writer, and a device may never end (/dev/zero).
        try checkRegular(status.st_mode, path: shown)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno, path: shown) }
        defer { close(descriptor) }
        if let root, !isInside(root, descriptor: descriptor, path: path) {
            throw .outsideRoot(path: shown)
        }
        // Checked again on what was opened: the path may have been replaced since the stat.
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: shown, reason: reason(errno)) }
        try checkRegular(status.st_mode, path: shown)
        return try text(of: try contents(of: descriptor, sizeHint: Int(status.st_size), path: shown), path: shown)
    }

    /// The error for the system error `code` on `path`: ``ScriptSourceError/missing(path:)`` when nothing is
    /// there (it may have gone between the `stat` and the `open`).
    private static func failure(_ code: Int32, path: String) -> ScriptSourceError {
        code == ENOENT || code == ENOTDIR ? .missing(path: path) : .unreadable(path: path, reason: reason(code))
    }

    /// Whether the file open as `descriptor` lies under the resolved folder `root`: the kernel names the opened
    /// file (`/proc/self/fd`, one call, and no window between a check and the open); `realpath` where that is
    /// not there.
    private static func isInside(_ root: String, descriptor: Int32, path: String) -> Bool {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/fd/\(descriptor)", &buffer, Int(PATH_MAX))
        let opened: String
        if length > 0 {
            opened = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        } else if let resolved = realpath(path, nil) {
            opened = String(cString: resolved)
            free(resolved)
        } else {
            return false
        }
        return root == "/" || opened.hasPrefix(root + "/")
    }

    /// Refuses a folder or a file that is not a regular one.
    private static func checkRegular(_ mode: mode_t, path: String) throws(ScriptSourceError) {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .unreadable(path: path, reason: "it is a folder")
        default: throw .unreadable(path: path, reason: "not a regular file but \(kind(of: mode))")
        }
    }

    /// Every byte of the open file, read until the end (a file may grow or shrink after `fstat`).
    private static func contents(of descriptor: Int32, sizeHint: Int, path: String) throws(ScriptSourceError)
        -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: max(sizeHint + 1, 4096))
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(path: path, reason: reason(errno))
            }
        }
    }

    /// The C library's `read`, which ``read(atPath:shownAs:)`` hides inside this type.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The bytes as Lua source text: see ``read(atPath:shownAs:)``.
    private static func text(of bytes: [UInt8], path: String) throws(ScriptSourceError) -> String {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
        }
        if bytes.first == 0x1B {
            throw .notText(path: path, reason: "a precompiled chunk or binary data")
        }
        if let offset = bytes.firstIndex(of: 0) {
            throw .notText(path: path, reason: "binary data: a NUL byte at offset \(offset - bytes.startIndex)")
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw .notText(path: path, reason: "not UTF-8 text")
        }
        if text.hasPrefix("#") {
            text = String(text[(text.firstIndex(of: "\n") ?? text.endIndex)...])
        }
        return text
    }

    /// What a file that is not a regular one or a folder is, in words.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The system's reason for `code`, in lower case to read well after the path.
    private static func reason(_ code: Int32) -> String {
        POSIXReason.words(code).lowercased()
    }
}
