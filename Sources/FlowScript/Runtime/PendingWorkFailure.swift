/// One failure collected while settling: a job or settler that threw, or an error a flow callback
/// reported through ``PendingWork/report(_:from:)``.
public struct PendingWorkFailure: Equatable, Sendable, CustomStringConvertible {
    /// The name of the job, settler or callback that failed, such as `"login: Sign In"`.
    public var source: String
    /// The error's one-line description.
    public var message: String

    /// Creates a failure record.
    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    /// The failure as `source: message`.
    public var description: String {
        "\(source): \(message)"
    }
}
