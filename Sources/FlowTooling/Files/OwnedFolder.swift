import FlowScript
#if canImport(Glibc)
import Glibc
private let systemClose = Glibc.close
#elseif canImport(Darwin)
import Darwin
private let systemClose = Darwin.close
#endif
import Foundation

/// A folder flowrun writes into (coverage parts, snapshots, findings), held open by a descriptor so that every
/// later step works inside it, `openat`-style: names are looked up in this folder and nowhere else, a symbolic
/// link in it is never followed (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`), files are replaced by writing a
/// temporary file beside them and renaming it, and only regular files are removed, never a folder's content.
///
/// The folder itself is opened by the path given, following links in it: that path is the user's choice.
/// A subfolder is opened with ``subfolder(_:creating:)``, which refuses a link. The owner calls ``close()``;
/// `deinit` closes a folder left open.
public final class OwnedFolder {
    /// The folder's path as given, for messages.
    public let path: String

    private var descriptor: Int32

    /// What a name of the folder is, looked at without following a link.
    public enum Entry: Equatable, Sendable {
        /// No such name.
        case missing
        /// A regular file of `size` bytes.
        case file(size: Int)
        /// A folder.
        case folder
        /// A symbolic link (never followed).
        case symbolicLink
        /// A FIFO, a socket or a device.
        case other
    }

    /// Opens the folder at `path`, creating it (and its parents) when missing and `creating` is set.
    /// - Throws: ``OwnedFolderError/cannotOpen(path:reason:)``: a file where the folder should be, a missing
    ///   folder, no permission.
    public init(path: String, creating: Bool) throws(OwnedFolderError) {
        self.path = path
        if creating {
            var status = stat()
            if stat(path, &status) != 0 {
                let code = errno
                guard code == ENOENT else { throw .cannotOpen(path: path, reason: OutputFile.reason(code)) }
                do {
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                } catch {
                    throw .cannotOpen(path: path, reason: Self.creationReason(path, error))
                }
            }
        }
        descriptor = Self.openFolder(at: AT_FDCWD, path, followingLinks: true)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.openReason(errno)) }
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    /// Closes the folder; later calls fail as if it were missing. Closing again does nothing.
    public func close() {
        guard descriptor >= 0 else { return }
        _ = systemClose(descriptor)
        descriptor = -1
    }

    /// The descriptor, for `flock`: valid until ``close()``.
    public var lockDescriptor: Int32 { descriptor }

    /// The path of `name` in the folder, as messages show it.
    public func display(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// The subfolder `name`, created when missing and `creating` is set; nil when it is missing otherwise.
    /// - Throws: ``OwnedFolderError/symbolicLink(path:)`` when `name` is a link (it is not followed),
    ///   ``OwnedFolderError/notAFolder(path:)`` for anything else that is no folder, or
    ///   ``OwnedFolderError/cannotOpen(path:reason:)``.
    public func subfolder(_ name: String, creating: Bool) throws(OwnedFolderError) -> OwnedFolder? {
        let shown = display(name)
        switch entry(name) {
        case .missing:
            guard creating else { return nil }
            if mkdirat(descriptor, name, 0o777) != 0 && errno != EEXIST {
                throw .cannotOpen(path: shown, reason: OutputFile.reason(errno))
            }
        case .symbolicLink:
            throw .symbolicLink(path: shown)
        case .file, .other:
            throw .notAFolder(path: shown)
        case .folder:
            break
        }
        let opened = Self.openFolder(at: descriptor, name, followingLinks: false)
        guard opened >= 0 else {
            let code = errno
            // Replaced by a link between the look and the open: O_NOFOLLOW refuses it.
            if code == ELOOP || code == ENOTDIR { throw .symbolicLink(path: shown) }
            throw .cannotOpen(path: shown, reason: OutputFile.reason(code))
        }
        return OwnedFolder(path: shown, descriptor: opened)
    }

    /// The same folder through a descriptor of its own, which the caller closes.
    /// - Throws: ``OwnedFolderError/cannotOpen(path:reason:)``.
    func reopened() throws(OwnedFolderError) -> OwnedFolder {
        let opened = Self.openFolder(at: descriptor, ".", followingLinks: false)
        guard opened >= 0 else { throw .cannotOpen(path: path, reason: OutputFile.reason(errno)) }
        return OwnedFolder(path: path, descriptor: opened)
    }

    /// The names in the folder, sorted, without `.` and `..`.
    /// - Throws: ``OwnedFolderError/cannotRead(path:reason:)``.
    public func names() throws(OwnedFolderError) -> [String] {
        // fdopendir takes the descriptor it is given: hand it a copy, positioned at the start.
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let code = errno
            throw .cannotRead(path: path, reason: OutputFile.reason(code))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let record = readdir(stream) {
            let name = withUnsafeBytes(of: record.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." {
                names.append(name)
            }
        }
        return names.sorted()
    }

    /// What `name` is, without following a link.
    public func entry(_ name: String) -> Entry {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(status.st_size))
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The bytes of the regular file `name`, nil when there is none.
    /// - Parameter limit: The most bytes read; a larger file is refused.
    /// - Throws: ``OwnedFolderError/symbolicLink(path:)`` for a link (never followed, so nothing outside the
    ///   folder is read), ``OwnedFolderError/notARegularFile(path:)`` for a folder, FIFO or device,
    ///   ``OwnedFolderError/tooLarge(path:limit:)``, ``OwnedFolderError/cannotRead(path:reason:)``.
    public func read(_ name: String, limit: Int) throws(OwnedFolderError) -> Data? {
        let shown = display(name)
        var opened: Int32
        repeat {
            opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        } while opened < 0 && errno == EINTR
        guard opened >= 0 else {
            let code = errno
            switch code {
            case ENOENT: return nil
            case ELOOP: throw .symbolicLink(path: shown)
            default: throw .cannotRead(path: shown, reason: OutputFile.reason(code))
            }
        }
        defer { _ = systemClose(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0 else { throw .cannotRead(path: shown, reason: OutputFile.reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: shown) }
        guard status.st_size <= limit else { throw .tooLarge(path: shown, limit: limit) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(opened, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: shown, reason: OutputFile.reason(errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= limit else { throw .tooLarge(path: shown, limit: limit) }
        }
        return data
    }

    /// Replaces (or creates) `name` with `data`: a temporary file beside it, written whole, then renamed over
    /// it, so a reader sees the old file or the new one, never half of one. A link at `name` is refused, never
    /// followed nor replaced: flowrun never made it. Whether an existing file may be replaced is the caller's
    /// to decide (``write(_:_:overwriting:)`` decides by the file's header).
    /// - Throws: ``OwnedFolderError/symbolicLink(path:)`` for a link, ``OwnedFolderError/notARegularFile(path:)``
    ///   when `name` is a folder, FIFO or device, or ``OwnedFolderError/cannotWrite(path:reason:)``.
    public func replace(_ name: String, with data: Data) throws(OwnedFolderError) {
        let shown = display(name)
        switch entry(name) {
        case .missing, .file: break
        case .symbolicLink: throw .symbolicLink(path: shown)
        case .folder, .other: throw .notARegularFile(path: shown)
        }
        let temporary = try temporaryFile(for: name, with: data)
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let code = errno
            unlinkat(descriptor, temporary, 0)
            throw .cannotWrite(path: shown, reason: OutputFile.reason(code))
        }
    }

    /// Creates `name` with `data`, whole or not at all, refusing to replace anything already there (a file, a
    /// link, a folder): a temporary file beside it is written whole, then linked at `name`, which fails when
    /// anything took the name since it was looked at, so a reader never sees half a file and nothing is
    /// overwritten. With `mode`, the file gets exactly those permission bits (a private key's 0600, whatever
    /// the umask); without, the umask's share of 0666, as any new file.
    /// - Throws: ``OwnedFolderError/exists(path:)`` when the name is taken, or
    ///   ``OwnedFolderError/cannotWrite(path:reason:)``.
    public func create(_ name: String, with data: Data, mode: mode_t? = nil) throws(OwnedFolderError) {
        let shown = display(name)
        guard case .missing = entry(name) else { throw .exists(path: shown) }
        let temporary = try temporaryFile(for: name, with: data, mode: mode)
        defer { unlinkat(descriptor, temporary, 0) }
        guard linkat(descriptor, temporary, descriptor, name, 0) == 0 else {
            let code = errno
            if code == EEXIST { throw .exists(path: shown) }
            throw .cannotWrite(path: shown, reason: OutputFile.reason(code))
        }
    }

    /// A new temporary file beside `name` holding `data`, written whole and closed, with exactly the bits
    /// `mode` when given; its name.
    private func temporaryFile(for name: String, with data: Data, mode: mode_t? = nil) throws(OwnedFolderError)
        -> String {
        let shown = display(name)
        let temporary = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
        guard file >= 0 else { throw .cannotWrite(path: shown, reason: OutputFile.reason(errno)) }
        // The umask may have cleared bits of `mode`, never added any: set exactly `mode`.
        var failure: Int32?
        if let mode, fchmod(file, mode) != 0 { failure = errno }
        failure = failure ?? FileDescriptorWrite.all(data, to: file)
        let closed = systemClose(file)
        if let code = failure ?? (closed == 0 ? nil : errno) {
            unlinkat(descriptor, temporary, 0)
            throw .cannotWrite(path: shown, reason: OutputFile.reason(code))
        }
        return temporary
    }

    /// Removes the regular file `name`; a folder, link or device is never removed here.
    /// - Throws: ``OwnedFolderError/notARegularFile(path:)``, or ``OwnedFolderError/cannotRemove(path:reason:)``.
    public func remove(_ name: String) throws(OwnedFolderError) {
        let shown = display(name)
        switch entry(name) {
        case .missing: return
        case .file: break
        case .symbolicLink, .folder, .other: throw .notARegularFile(path: shown)
        }
        // Without AT_REMOVEDIR, unlinkat refuses a folder swapped in meanwhile; a link swapped in is removed
        // itself, its target untouched.
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            throw .cannotRemove(path: shown, reason: OutputFile.reason(errno))
        }
    }

    // MARK: - Private

    private static func openFolder(at base: Int32, _ name: String, followingLinks: Bool) -> Int32 {
        var flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
        if !followingLinks {
            flags |= O_NOFOLLOW
        }
        var opened: Int32
        repeat {
            opened = openat(base, name, flags)
        } while opened < 0 && errno == EINTR
        return opened
    }

    /// Why opening the folder failed, in words: a file in its place is named as such.
    private static func openReason(_ code: Int32) -> String {
        code == ENOTDIR ? "it is a file, not a folder" : OutputFile.reason(code)
    }

    /// Why the folder could not be created: the first part of the path that is a file, else the system's
    /// reason (never a framework's error number).
    private static func creationReason(_ path: String, _ error: any Error) -> String {
        var prefix = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        while prefix.path != "/" {
            if FileManager.default.fileExists(atPath: prefix.path, isDirectory: &isFolder) {
                if !isFolder.boolValue {
                    return "\(prefix.path) is a file, not a folder"
                }
                break
            }
            prefix.deleteLastPathComponent()
        }
        return OutputFile.reason(POSIXReason.code(of: error) ?? EACCES)
    }
}

/// POSIX `read`, which ``OwnedFolder``'s own methods would hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
