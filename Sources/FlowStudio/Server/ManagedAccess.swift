import Foundation
import Hummingbird

/// The access checks once the server knows its port (a port of 0 is picked when listening); until then every
/// request is refused.
final class ManagedAccess: @unchecked Sendable {
    private let lock = NSLock()
    private var access: StudioAccess?

    /// Sets the checks, once listening.
    func set(_ access: StudioAccess) {
        lock.withLock { self.access = access }
    }

    /// Why `request` is refused, or `nil`.
    func refusal(for request: Request) -> StudioRefusal? {
        refusal(
            token: request.uri.queryParameters.get("token"), host: request.head.authority,
            origin: request.headers[.origin])
    }

    /// Why a request with this token, Host and Origin is refused, or `nil` (``StudioAccess/refusal(token:host:origin:)``).
    func refusal(token: String?, host: String?, origin: String?) -> StudioRefusal? {
        guard let access = lock.withLock({ access }) else { return .badToken }
        return access.refusal(token: token, host: host, origin: origin)
    }
}
