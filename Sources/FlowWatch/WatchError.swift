import Foundation

/// Why `--watch` could not watch the scripts.
package enum WatchError: Error, Equatable, CustomStringConvertible {
    /// A system call the watcher needs failed; `code` is its `errno`.
    case systemCall(function: String, code: Int32)

    /// One line naming the call and the system's reason.
    package var description: String {
        switch self {
        case .systemCall(let function, let code):
            "cannot watch the scripts: \(function) failed: \(String(cString: strerror(code)))"
        }
    }
}
