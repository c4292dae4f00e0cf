/// How `flowrun studio` serves: where, to whom, and within which limits.
package struct StudioServerConfiguration: Sendable {
    /// The address to listen on; `127.0.0.1` unless `--host` says otherwise.
    package var host: String
    /// The port; 0 picks a free one.
    package var port: Int
    /// The token every request carries.
    package var token: String
    /// How many sessions (tabs) may be open at once.
    package var sessionLimit: Int
    /// How long a session may stay idle before it is closed.
    package var idleTimeout: Duration
    /// How long one step of a session may run in wall-clock time before the session is given up
    /// (`--time-limit`); `nil` for no limit.
    package var timeLimit: Duration?
    /// The flow, its state, recorders and map.
    package var source: any StudioFlowSource

    /// Creates a configuration.
    package init(
        host: String = "127.0.0.1", port: Int = 0, token: String = StudioAccess.randomToken(), sessionLimit: Int = 16,
        idleTimeout: Duration = .seconds(1800), timeLimit: Duration? = nil, source: any StudioFlowSource
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.sessionLimit = sessionLimit
        self.idleTimeout = idleTimeout
        self.timeLimit = timeLimit
        self.source = source
    }
}
