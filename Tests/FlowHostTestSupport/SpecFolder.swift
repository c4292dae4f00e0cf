#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released: spec files,
/// symbolic links and names that are not UTF-8 for the discovery and reading tests.
public final class SpecFolder {
    /// The folder's real path (links resolved), the form discovery names files outside the working directory.
    public let path: String

    /// Creates the folder, holding `files` (relative paths) with a line of Lua comment each.
    public init(files: [String] = []) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowspec-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
        for file in files {
            try write("-- spec\n", to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `text` to `name` inside the folder, creating the folders on the way; returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name` inside the folder, creating the folders on the way; returns its path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let file = path(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Makes `name` inside the folder a symbolic link to `target`; returns the link's path.
    @discardableResult
    public func link(_ name: String, to target: String) throws -> String {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
        return path(name)
    }

    /// Creates an empty file inside the folder whose name is made of `name`'s bytes, which need not be
    /// UTF-8 (`String` cannot spell such a name, so this goes through `open`).
    public func createFile(named name: [UInt8]) throws {
        let bytes = Array(path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = bytes.map(CChar.init(bitPattern:)).withUnsafeBufferPointer {
            open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        close(descriptor)
    }
}
