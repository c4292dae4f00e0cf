import Foundation

/// Why flowrun does not trust a project file it found, as git refuses a repository owned by someone else
/// (`safe.directory`): a stranger's `flowhost.json` above a clone would choose its modules, specs and limits.
enum ProjectFileDistrust: Equatable, Sendable {
    /// The file belongs to another user than the one running flowrun (and not to root).
    case owner(uid: UInt32)
    /// The file's group or other users may write it.
    case writableByOthers(mode: UInt32)

    /// `owned by user 65534 (nobody), not by you (0) or root`, `writable by other users (mode 0666)`.
    func description(currentUser: UInt32) -> String {
        switch self {
        case .owner(let uid):
            let name = getpwuid(uid).flatMap { $0.pointee.pw_name.map { String(cString: $0) } }
            return "owned by user \(uid)\(name.map { " (\($0))" } ?? ""), not by you (\(currentUser)) or root"
        case .writableByOthers(let mode):
            return "writable by other users (mode 0\(String(mode & 0o7777, radix: 8)))"
        }
    }
}
