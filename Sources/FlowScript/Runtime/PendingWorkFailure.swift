/// One failure collected while settling: a job or settler that threw, or an error a flow callback
/// reported through ``PendingWork/report(_:from:)``, kept with its cause.
public struct PendingWorkFailure: Equatable, Sendable, CustomStringConvertible {
    /// The name of the job, settler or callback that failed, such as `"login: Sign In"`.
    public var source: String
    /// What the job, settler or callback threw or reported.
    public var cause: any Error

    /// Creates a failure record.
    public init(source: String, cause: any Error) {
        self.source = source
        self.cause = cause
    }

    /// The cause's description (a script error's traceback on further lines).
    public var message: String {
        String(describing: cause)
    }

    /// The failure as `source: message`.
    public var description: String {
        "\(source): \(message)"
    }

    /// Two failures are equal when they come from the same source with the same cause (see ``ErrorCause``).
    public static func == (lhs: PendingWorkFailure, rhs: PendingWorkFailure) -> Bool {
        lhs.source == rhs.source && ErrorCause.same(lhs.cause, rhs.cause)
    }
}
