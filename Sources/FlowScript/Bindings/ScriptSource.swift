#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads Lua source files for the host: the flow file and the modules it requires.
enum ScriptSource {
    /// The path of `url` as the user gave it: relative to its base when it has one (so messages read
    /// `scripts/login.lua:42:`), absolute otherwise.
    static func displayPath(of url: URL) -> String {
        url.baseURL == nil ? url.path : url.relativePath
    }

    /// The text of the file at `url`, shown as `path` in errors. A UTF-8 byte order mark is dropped,
    /// and a first line starting with `#` (`#!/usr/bin/env flowrun`) is blanked, as `lua` does, keeping
    /// line numbers.
    /// - Throws: ``ScriptSourceError``.
    static func read(_ url: URL, shownAs path: String) throws(ScriptSourceError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .missing(path: path)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a folder") }
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            // Reading a FIFO waits for a writer and a device may never end (/dev/zero): neither is a script.
            throw .unreadable(path: path, reason: "not a regular file but \(kind(of: status.st_mode))")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: reason(error))
        }
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        if bytes.first == 0x1B {
            throw .notText(path: path, reason: "a precompiled chunk or binary data")
        }
        if let offset = bytes.firstIndex(of: 0) {
            throw .notText(path: path, reason: "binary data: a NUL byte at offset \(offset)")
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

    /// Foundation's read errors carry the system's reason under a longer sentence ("The operation could not
    /// be completed..."); the short one reads better after the path.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        return (error as NSError).localizedDescription
    }
}
