import FlowScript
#if canImport(Glibc)
import Glibc
private let systemClose = Glibc.close
#elseif canImport(Darwin)
import Darwin
private let systemClose = Darwin.close
#endif
import Foundation

/// A file a run writes a report or a transcript to, opened the way a shell's `>` opens it: symbolic links
/// are followed and whatever the path names is written in place, so a link, a FIFO or a device stays what it
/// is. (Writing a temporary file and renaming it over the path would replace any of them by a regular file.)
///
/// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` (what `--junit >(cat)` passes) name
/// descriptors this process already holds; such a descriptor is duplicated instead of the path being opened
/// again, because Linux reopens those paths as a new open file with an offset of its own, and truncates a
/// redirected file: the report would be written over the output already there.
///
/// A report written whole at the end of a run is opened with ``replacing(path:)`` instead: its text goes to a
/// temporary file beside the file the path names (a link's target), renamed over it by ``commit()``, so the
/// previous report stays untouched until the new one is complete, and a run ended early (by a signal, an
/// error) leaves no empty or half-written report (``ReportReplacement``).
///
/// The owner calls ``close()`` (or ``commit()``); `deinit` closes a file left open, and removes the temporary
/// file of a report never committed.
public final class OutputFile {
    /// The path as given, for messages; `stdout` for ``standardOutput()``.
    public let path: String

    private var descriptor: Int32
    /// For a report being replaced: the temporary file, the file it replaces, and its signal slot.
    private var replacement: (temporary: String, target: String, slot: Int?)?

    /// Opens `path` for writing: a new file is created, an existing regular file emptied, and a FIFO or a
    /// device opened as it is (opening a FIFO waits for its reader, as a shell's `>` does).
    /// - Throws: ``OutputFileError/emptyPath`` for an empty path, ``OutputFileError/cannotOpen(path:reason:)``
    ///   naming why the system refused (a folder, a missing folder, permission denied...).
    public init(path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw .emptyPath }
        self.path = path
        if let held = Self.heldDescriptor(named: path),
           case let copy = fcntl(held, F_DUPFD_CLOEXEC, 0), copy >= 0 {
            descriptor = copy
            return
        }
        var opened: Int32
        repeat {
            opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o666)
        } while opened < 0 && errno == EINTR
        guard opened >= 0 else {
            throw .cannotOpen(path: path, reason: Self.reason(errno, openingPath: path))
        }
        descriptor = opened
    }

    /// Checks that ``init(path:)`` could open `path`, without creating or emptying anything: for a file
    /// written only once a run has ended, so that a path it cannot write stops the run before it starts.
    /// - Throws: ``OutputFileError/emptyPath``, or ``OutputFileError/cannotOpen(path:reason:)`` for what can be
    ///   known in advance (a folder, a missing folder, no permission); a full disk shows only when writing.
    public static func checkWritable(path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw .emptyPath }
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw .cannotOpen(path: path, reason: reason(EISDIR))
            }
            guard access(path, W_OK) == 0 else { throw .cannotOpen(path: path, reason: reason(errno)) }
            return
        }
        let code = errno
        guard code == ENOENT else { throw .cannotOpen(path: path, reason: reason(code, openingPath: path)) }
        // A new file: its folder must exist and take one.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard access(folder, W_OK | X_OK) == 0 else {
            let folderCode = errno
            throw .cannotOpen(path: path, reason: reason(folderCode, openingPath: path))
        }
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close()
    }

    /// Opens `path` for a report written whole and then committed: when it names a regular file (through
    /// links) or nothing yet, the text goes to a new temporary file beside that file, which ``commit()``
    /// renames over it, keeping its permissions; a FIFO, a device or a descriptor this process holds is
    /// written in place, as ``init(path:)`` does.
    /// - Throws: ``OutputFileError/emptyPath``, or ``OutputFileError/cannotOpen(path:reason:)`` naming why
    ///   (a folder, a missing folder, permission denied...).
    public static func replacing(path: String) throws(OutputFileError) -> OutputFile {
        guard !path.isEmpty else { throw .emptyPath }
        if heldDescriptor(named: path) != nil {
            return try OutputFile(path: path)
        }
        let target = resolvedTarget(of: path)
        var status = stat()
        let exists = lstat(target, &status) == 0
        if exists {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw .cannotOpen(path: path, reason: reason(EISDIR))
            default: return try OutputFile(path: path)
            }
        }
        let file = URL(fileURLWithPath: target)
        let folder = file.deletingLastPathComponent().path
        let temporary = folder + "/." + file.lastPathComponent + ".flowrun-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var opened: Int32
        repeat {
            opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o666)
        } while opened < 0 && errno == EINTR
        guard opened >= 0 else {
            let code = errno
            // The temporary file's folder is the report's: its error is the report's.
            if exists && (code == EACCES || code == EROFS) && access(target, W_OK) == 0 {
                throw .cannotOpen(path: path, reason: "its folder \(folder) cannot be written (\(reason(code)))")
            }
            throw .cannotOpen(path: path, reason: reason(code, openingPath: path))
        }
        if exists {
            _ = fchmod(opened, status.st_mode & 0o7777)
        }
        let output = OutputFile(descriptor: opened, path: path)
        output.replacement = (temporary, target, ReportReplacement.start(temporary: temporary, target: path))
        return output
    }

    /// The temporary file a report opened with ``replacing(path:)`` is written to until ``commit()``, for a
    /// program that writes the report itself (Graphviz's `dot -o`); nil for a file written in place.
    public var replacementPath: String? { replacement?.temporary }

    /// Renames the report's temporary file over the file it replaces and closes it; for a file written in
    /// place, only closes it.
    /// - Throws: ``OutputFileError/cannotWrite(path:reason:)`` when the rename fails (the temporary file is
    ///   removed, the previous report stays).
    public func commit() throws(OutputFileError) {
        guard let replacement else {
            close()
            return
        }
        self.replacement = nil
        let closed = systemClose(descriptor)
        descriptor = -1
        defer { ReportReplacement.finish(replacement.slot) }
        guard closed == 0 || errno == EINTR, rename(replacement.temporary, replacement.target) == 0 else {
            let code = errno
            unlink(replacement.temporary)
            throw .cannotWrite(path: path, reason: Self.reason(code))
        }
    }

    /// Standard output, through a descriptor of its own that shares its position, so text written here and
    /// through `FileHandle.standardOutput` keeps its order.
    /// - Throws: ``OutputFileError/cannotOpen(path:reason:)`` when the descriptor cannot be duplicated.
    public static func standardOutput() throws(OutputFileError) -> OutputFile {
        let copy = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw .cannotOpen(path: "stdout", reason: reason(errno)) }
        return OutputFile(descriptor: copy, path: "stdout")
    }

    /// Writes `text` as UTF-8, all of it.
    /// - Throws: ``OutputFileError/cannotWrite(path:reason:)`` naming the system's reason (no space left,
    ///   an input/output error...), or when the file was closed.
    public func write(_ text: String) throws(OutputFileError) {
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.reason(EBADF)) }
        if let failure = FileDescriptorWrite.all(text, to: descriptor) {
            throw .cannotWrite(path: path, reason: Self.reason(failure))
        }
    }

    /// Closes the file; later writes fail. Closing again does nothing. A report opened with
    /// ``replacing(path:)`` and not committed is abandoned: its temporary file is removed, the previous report
    /// stays.
    public func close() {
        if let replacement {
            self.replacement = nil
            unlink(replacement.temporary)
            ReportReplacement.finish(replacement.slot)
        }
        guard descriptor >= 0 else { return }
        // After close(2) fails the descriptor is released all the same (POSIX leaves it unspecified; Linux
        // releases it), so it is not retried, and an error here has nothing left to report it to.
        _ = systemClose(descriptor)
        descriptor = -1
    }

    // MARK: - Private

    /// The file `path` names once its links are followed (at most 40, as the kernel does), or `path` itself
    /// when it is no link; a dangling link names its missing target, which the report creates.
    private static func resolvedTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }

    /// The descriptor `path` stands for when it names one of this process's open descriptors for writing.
    private static func heldDescriptor(named path: String) -> Int32? {
        let number: Substring
        switch path {
        case "/dev/stdout": return writable(STDOUT_FILENO)
        case "/dev/stderr": return writable(STDERR_FILENO)
        case _ where path.hasPrefix("/dev/fd/"): number = path.dropFirst("/dev/fd/".count)
        case _ where path.hasPrefix("/proc/self/fd/"): number = path.dropFirst("/proc/self/fd/".count)
        default: return nil
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), let fd = Int32(number) else {
            return nil
        }
        return writable(fd)
    }

    /// `fd` when it is open for writing; otherwise nil, and the path is opened like any other.
    private static func writable(_ fd: Int32) -> Int32? {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, flags & O_ACCMODE != O_RDONLY else { return nil }
        return fd
    }

    /// Why opening `path` failed with `code`, in words; a missing file names the folder or link at fault.
    private static func reason(_ code: Int32, openingPath path: String) -> String {
        guard code == ENOENT else { return reason(code) }
        let manager = FileManager.default
        let file = URL(fileURLWithPath: path)
        if let target = try? manager.destinationOfSymbolicLink(atPath: path) {
            let folder = URL(fileURLWithPath: target, relativeTo: file.deletingLastPathComponent()).deletingLastPathComponent()
            let missing = manager.fileExists(atPath: folder.path) ? "which does not exist" : "whose folder does not exist"
            return "it is a symbolic link to \(target), \(missing)"
        }
        let parent = file.deletingLastPathComponent().path
        return manager.fileExists(atPath: parent) ? "no such file" : "no such folder \(parent)"
    }

    /// The system error `code` in words; the system's own text for the rare ones.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case EISDIR: "it is a folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        case ENOSPC, EDQUOT: "no space left on the device"
        case EIO: "input/output error"
        case ELOOP: "too many levels of symbolic links"
        case ENAMETOOLONG: "the path is too long"
        case ENXIO, ENODEV: "no device behind it"
        case ETXTBSY: "it is a program being run"
        case EBADF: "the file is closed"
        case EPIPE: "its reader has gone"
        default: POSIXReason.words(code).lowercased()
        }
    }
}
