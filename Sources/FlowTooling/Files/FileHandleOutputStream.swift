import Foundation

/// A `TextOutputStream` over a `FileHandle` (standard output, standard error, an opened file).
///
/// `TextOutputStream.write` cannot throw, so the first write error is kept in ``failure`` and later
/// writes are skipped; check it after writing.
public struct FileHandleOutputStream: TextOutputStream {
    /// The handle written to; not closed by the stream.
    public let handle: FileHandle
    /// The first write error, if any.
    public private(set) var failure: (any Error)?

    /// Creates a stream writing to `handle`.
    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Writes `string` as UTF-8, unless an earlier write failed.
    public mutating func write(_ string: String) {
        guard failure == nil, !string.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(string.utf8))
        } catch {
            failure = error
        }
    }
}
