import Foundation

/// Who may reach a studio: a request must carry the token printed in the URL, name the server by an address it
/// listens on (no DNS rebinding: a page of another site that resolved its name to 127.0.0.1 sends its own Host),
/// and, when a browser says where the request comes from, come from the studio's own page (no cross-site
/// WebSocket: browsers do not apply the same-origin policy to WebSockets, only send Origin).
package struct StudioAccess: Sendable {
    /// The secret every request carries as `?token=`.
    package let token: String
    /// The `host:port` values a Host header may say.
    package let hosts: Set<String>

    /// Creates the checks for a server listening on `host`:`port` with `token`; a loopback server also answers
    /// to `localhost` and `127.0.0.1`, and a server bound to every address (`0.0.0.0`, `::`) to the machine's
    /// host name and the addresses of its interfaces when it starts (a foreign name is still refused).
    package init(token: String, host: String, port: Int) {
        self.init(
            token: token, host: host, port: port,
            machineNames: Self.bindsEveryAddress(host) ? MachineNames.current() : [])
    }

    /// The checks with the names a server bound to every address answers to given.
    init(token: String, host: String, port: Int, machineNames: [String]) {
        self.token = token
        var names: Set<String> = [host]
        if host == "127.0.0.1" || host == "localhost" || host == "::1" {
            names.formUnion(["127.0.0.1", "localhost", "[::1]"])
        }
        if Self.bindsEveryAddress(host) {
            names.formUnion(["127.0.0.1", "localhost", "[::1]"] + machineNames)
        }
        hosts = Set(names.map { "\($0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0):\(port)".lowercased() })
    }

    /// Whether binding `host` listens on every address of the machine.
    private static func bindsEveryAddress(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::" || host == "[::]"
    }

    /// A new random token: 32 bytes from the system's generator, as hexadecimal.
    package static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// Why a request is refused, or `nil` when it may go on.
    /// - Parameters:
    ///   - token: The request's `token` query value.
    ///   - host: Its Host header.
    ///   - origin: Its Origin header, which browsers send with every WebSocket handshake and cross-site request.
    package func refusal(token: String?, host: String?, origin: String?) -> StudioRefusal? {
        guard let host, hosts.contains(host.lowercased()) else { return .unknownHost(host ?? "") }
        if let origin, origin != "http://\(host.lowercased())" {
            return .foreignOrigin(origin)
        }
        guard let token, Self.constantTimeEqual(token, self.token) else { return .badToken }
        return nil
    }

    /// Compares without stopping at the first difference, so the time taken tells nothing of the token.
    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
