import HummingbirdCore
import NIOCore
import NIOHTTP1

/// Takes the upgrade out of a WebSocket handshake that the access checks refuse, before NIO's upgrader sees it.
///
/// HummingbirdWebSocket answers every refused upgrade 400 Bad Request, whatever the reason. Without its `Upgrade`
/// header, the request goes on as a plain GET of `/ws`, which the router refuses as it refuses any other request:
/// 403 Forbidden, with the reason. Only a connection's first request can upgrade (the upgrader leaves the pipeline
/// after it), so the gate leaves too once it has seen one.
final class StudioUpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let access: ManagedAccess

    /// A gate applying `access`.
    init(access: ManagedAccess) {
        self.access = access
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if head.headers.contains(name: "upgrade"), refusal(of: head) != nil {
            head.headers.remove(name: "upgrade")
            head.headers.replaceOrAdd(name: "connection", value: "close")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    /// Why the handshake `head` is refused, or `nil`: the checks every request passes (``StudioAccess``).
    private func refusal(of head: HTTPRequestHead) -> StudioRefusal? {
        access.refusal(
            token: URI(head.uri).queryParameters.get("token"), host: head.headers.first(name: "host"),
            origin: head.headers.first(name: "origin"))
    }
}
