#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing text to an open file descriptor completely: the loop every writer of files and terminals needs
/// (`write(2)` may write less than asked, and a signal may interrupt it).
public enum FileDescriptorWrite {
    /// Writes `text` as UTF-8 to `descriptor`, all of it, retrying after `EINTR`.
    /// - Returns: nil when everything was written, else the `errno` of the `write` that failed.
    public static func all(_ text: String, to descriptor: Int32) -> Int32? {
        all(Array(text.utf8), to: descriptor)
    }

    /// Writes `bytes` to `descriptor`, all of them, retrying after `EINTR`.
    /// - Returns: nil when everything was written, else the `errno` of the `write` that failed.
    public static func all(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> Int32? {
        var bytes = Array(bytes)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
