import Foundation

/// Reads a bundle file by path for ``FlowBundle/verify(fileAt:trusting:modules:hostVersion:sizeLimit:)``:
/// a regular file only, its size checked before a byte is read.
enum BundleFileReader {
    static func read(path: String, limit: Int) throws(FlowBundleError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .unreadable(path: path, code: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
        guard Int(status.st_size) <= limit else {
            throw .tooLarge(path: path, size: Int(status.st_size), limit: limit)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path, code: errno) }
        defer { try? handle.close() }
        // One byte past the limit shows a file that grew since the stat.
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else { throw .tooLarge(path: path, size: data.count, limit: limit) }
        return data
    }
}
