/// Why `flowrun studio` stopped.
enum StudioFailure: Error, CustomStringConvertible {
    /// The flow, its state, the project or the watcher could not be set up, as for `flowrun run`.
    case run(RunFailure)
    /// The server could not listen (the port is taken, or the address is not this machine's).
    case listen(host: String, port: Int, reason: String)

    /// 2 for what prevented serving.
    var exitCode: Int32 {
        switch self {
        case .run(let failure): failure.exitCode
        case .listen: RunFailure.usageExitCode
        }
    }

    var description: String {
        switch self {
        case .run(let failure): failure.description
        case .listen(let host, let port, let reason): "cannot serve on \(host):\(port): \(reason)"
        }
    }
}
