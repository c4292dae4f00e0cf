import FlowScript

/// Why reading from or writing to the terminal failed.
package enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call on file descriptor `fd` failed with `errno`.
    case systemCall(function: String, fd: Int32, errno: Int32)

    /// One line naming the call, the descriptor and the system's reason.
    package var description: String {
        switch self {
        case .systemCall(let function, let fd, let code):
            "\(function) failed on file descriptor \(fd): \(POSIXReason.words(code))"
        }
    }
}
