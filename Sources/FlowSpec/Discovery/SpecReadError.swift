import FlowScript

/// Why a discovered spec file cannot be read. The runner reports it as a spec that did not load, so the
/// other files still run.
public enum SpecReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The system refused to open or read the file; `code` is its `errno` (`EACCES`, `EISDIR`...).
    case unreadable(path: String, code: Int32)
    /// The file is a symbolic link to `target`, which leads to no file.
    case brokenLink(path: String, target: String)
    /// The file is not a regular file: `kind` says what it is (`a character device`, `a named pipe`...).
    case notRegularFile(path: String, kind: String)
    /// The file is a precompiled Lua chunk; specs are loaded as text only.
    case precompiled(path: String)
    /// The file is not UTF-8 text: `byte` is the first byte that is not part of a valid sequence, on `line`.
    case notUTF8(path: String, byte: UInt8, line: Int)
    /// The file's path is not UTF-8, so it cannot be named in reports nor given to Lua; `path` is escaped
    /// (`bad\xFFname_spec.lua`).
    case undecodablePath(String)

    /// The line at fault, when the error is about one.
    public var line: Int? {
        guard case .notUTF8(_, _, let line) = self else { return nil }
        return line
    }

    /// The error as one line naming the file and the reason.
    public var description: String {
        switch self {
        case .unreadable(let path, let code):
            "cannot read the spec \(path): \(POSIXReason.words(code))"
        case .brokenLink(let path, let target):
            "cannot read the spec \(path): it is a broken symbolic link (to \(target))"
        case .notRegularFile(let path, let kind):
            "cannot read the spec \(path): not a regular file but \(kind)"
        case .precompiled(let path):
            "cannot read the spec \(path): a precompiled Lua chunk, not source text"
        case .notUTF8(let path, let byte, let line):
            "cannot read the spec \(path): not valid UTF-8 (byte 0x\(Self.hex(byte)) at line \(line))"
        case .undecodablePath(let path):
            "cannot read the spec \(path): its path is not valid UTF-8; rename it to run it"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
