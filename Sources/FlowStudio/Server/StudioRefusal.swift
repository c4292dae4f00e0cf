/// Why the studio refused a request.
package enum StudioRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The Host header names no address the server listens on (a DNS rebinding attempt, or a typo).
    case unknownHost(String)
    /// The Origin header names another site.
    case foreignOrigin(String)
    /// The token is missing or wrong.
    case badToken
    /// The session limit is reached.
    case tooManySessions(limit: Int)

    /// One line for the response and the server's log; the values are the request's own, not echoed as HTML.
    package var description: String {
        switch self {
        case .unknownHost(let host): "refused: unknown Host \(host.debugDescription)"
        case .foreignOrigin(let origin): "refused: cross-origin request from \(origin.debugDescription)"
        case .badToken: "refused: missing or wrong token"
        case .tooManySessions(let limit): "refused: \(limit) sessions are open already; close a tab"
        }
    }
}
