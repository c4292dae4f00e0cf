/// Why an ``OwnedFolder`` step failed. Each prints as one line naming the path and the reason in words.
public enum OwnedFolderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder cannot be opened or created.
    case cannotOpen(path: String, reason: String)
    /// A name that should be a folder is something else.
    case notAFolder(path: String)
    /// A name is a symbolic link, which flowrun does not follow out of a folder it manages.
    case symbolicLink(path: String)
    /// A name that should be a regular file is a folder, a FIFO or a device.
    case notARegularFile(path: String)
    /// A file is larger than anything flowrun writes there.
    case tooLarge(path: String, limit: Int)
    /// A file or the folder's list cannot be read.
    case cannotRead(path: String, reason: String)
    /// A file cannot be written.
    case cannotWrite(path: String, reason: String)
    /// A file cannot be removed.
    case cannotRemove(path: String, reason: String)
    /// A file is where a writer that never overwrites would write.
    case exists(path: String)
    /// A file is where a writer would write, and it was not written by flowrun (it lacks the writer's header).
    case notOwned(path: String)

    /// The path at fault.
    public var path: String {
        switch self {
        case .cannotOpen(let path, _), .notAFolder(let path), .symbolicLink(let path), .notARegularFile(let path),
             .tooLarge(let path, _), .cannotRead(let path, _), .cannotWrite(let path, _), .cannotRemove(let path, _),
             .exists(let path), .notOwned(let path):
            path
        }
    }

    /// Why, without the path, for messages that name the path in their own words.
    public var reason: String {
        switch self {
        case .cannotOpen(_, let reason), .cannotRead(_, let reason), .cannotWrite(_, let reason),
             .cannotRemove(_, let reason):
            reason
        case .notAFolder: "it is not a folder"
        case .symbolicLink: "it is a symbolic link, which flowrun does not follow out of a folder it manages"
        case .notARegularFile: "it is not a regular file"
        case .exists: "it exists already, and is left as it is"
        case .notOwned: "it was not written by flowrun (it lacks flowrun's header), and is left as it is"
        case .tooLarge(_, let limit): "it holds more than \(limit >> 20) MiB, more than flowrun ever writes there"
        }
    }

    /// `PATH: reason`.
    public var description: String {
        "\(path): \(reason)"
    }
}
