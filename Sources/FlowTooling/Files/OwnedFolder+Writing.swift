#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one way flowrun writes a file of its own (stubs, init's scaffold, the last-failed cache, coverage,
/// snapshots, findings): reached through folders opened without following a link, written to a temporary
/// file beside its name and renamed into place, and put over an existing file only when the writer can prove
/// it wrote that file (its generated header), or is told to.
extension OwnedFolder {
    /// What ``write(_:_:overwriting:)`` may put its file over.
    public enum Overwriting: Sendable {
        /// Nothing: the name must be free (`flowrun init`).
        case never
        /// A regular file that `isOwn` recognises as this writer's (by its generated header).
        case ownFiles(isOwn: @Sendable (Data) -> Bool)
        /// Any regular file: the user said so (`--force`).
        case anyRegularFile
    }

    /// The most bytes read of an existing file to decide whether it is the writer's own.
    public static let ownershipReadLimit = 16 << 20

    /// Opens the folder `relative` (components separated by `/`) inside this one, one component at a time,
    /// each refused when it is a symbolic link, so nothing outside this folder is ever reached.
    /// - Parameter creating: Whether missing folders are made; without it a missing one gives nil.
    /// - Throws: ``OwnedFolderError/symbolicLink(path:)`` naming the link, ``OwnedFolderError/notAFolder(path:)``,
    ///   or ``OwnedFolderError/cannotOpen(path:reason:)``.
    public func folder(at relative: String, creating: Bool) throws(OwnedFolderError) -> OwnedFolder? {
        let components = relative.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !components.contains("..") else { throw .cannotOpen(path: display(relative), reason: "it leaves the folder") }
        // A descriptor of its own even for an empty path, so the caller may close what it gets.
        var current = try reopened()
        for component in components {
            guard let next = try current.subfolder(component, creating: creating) else {
                current.close()
                return nil
            }
            current.close()
            current = next
        }
        return current
    }

    /// Checks that ``write(_:_:overwriting:)`` would write `name`, without writing anything.
    /// - Throws: ``OwnedFolderError/symbolicLink(path:)`` for a link at `name`,
    ///   ``OwnedFolderError/notARegularFile(path:)`` for a folder, FIFO or device,
    ///   ``OwnedFolderError/exists(path:)`` under ``Overwriting/never``, ``OwnedFolderError/notOwned(path:)``
    ///   for a file the writer cannot prove its own, or a read error.
    public func checkWritable(_ name: String, overwriting: Overwriting) throws(OwnedFolderError) {
        switch entry(name) {
        case .missing: return
        case .symbolicLink: throw .symbolicLink(path: display(name))
        case .folder, .other: throw .notARegularFile(path: display(name))
        case .file:
            switch overwriting {
            case .never: throw .exists(path: display(name))
            case .anyRegularFile: return
            case .ownFiles(let isOwn):
                let data: Data?
                do {
                    data = try read(name, limit: Self.ownershipReadLimit)
                } catch .tooLarge {
                    throw .notOwned(path: display(name))
                }
                if let data, !isOwn(data) { throw .notOwned(path: display(name)) }
            }
        }
    }

    /// Writes `data` to `name` whole: to a temporary file beside it, then renamed into place (or, under
    /// ``Overwriting/never``, linked into place, which fails if anything took the name meanwhile), so a
    /// reader sees the old file or the new one. A link at `name` is refused, never followed or replaced.
    /// - Throws: What ``checkWritable(_:overwriting:)`` throws, or ``OwnedFolderError/cannotWrite(path:reason:)``.
    public func write(_ name: String, _ data: Data, overwriting: Overwriting) throws(OwnedFolderError) {
        try checkWritable(name, overwriting: overwriting)
        if case .never = overwriting {
            try create(name, with: data)
        } else {
            try replace(name, with: data)
        }
    }
}
