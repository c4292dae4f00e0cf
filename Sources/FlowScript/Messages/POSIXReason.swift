import Foundation

/// The system's words for why a file operation failed, the one place that digs the POSIX cause out of a
/// Foundation error: Foundation wraps it in a longer sentence that repeats the path, and the short reason reads
/// better after the path a message names already (`cannot read x.events: No such file or directory`).
public enum POSIXReason {
    /// The words of the POSIX error `code` (`strerror`).
    public static func words(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The POSIX error code behind `error`: the one under a Foundation file error, or `error`'s own when it is
    /// a POSIX error; nil when it has none.
    public static func code(of error: any Error) -> Int32? {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return error.domain == NSPOSIXErrorDomain ? Int32(error.code) : nil
    }

    /// The words of `error`: its POSIX cause's (``words(_:)``) when it has one, else its own description.
    public static func text(of error: any Error) -> String {
        code(of: error).map(words) ?? error.localizedDescription
    }
}
