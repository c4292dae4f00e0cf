/// The Swift errors thrown by callbacks, keyed by the Lua message that carries
/// them, so that the original error is recoverable when the message comes back
/// to Swift (``LuaError/callback(_:cause:)``).
///
/// Lua error objects stay plain strings for scripts (`pcall` and string
/// functions work on them); only the last few causes are kept.
struct LuaErrorCauses {
    private var entries: [(message: String, cause: any Error)] = []
    private static let capacity = 16

    /// Remembers that `message` was raised for `cause`.
    mutating func record(_ message: String, cause: any Error) {
        entries.removeAll { $0.message == message }
        if entries.count == Self.capacity {
            entries.removeFirst()
        }
        entries.append((message, cause))
    }

    /// The cause raised with exactly `message`, if still remembered.
    func cause(of message: String) -> (any Error)? {
        entries.last { $0.message == message }?.cause
    }

    /// Forgets every cause.
    mutating func removeAll() {
        entries.removeAll()
    }
}
