import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// HummingbirdWebSocket's HTTP/1 channel with WebSocket upgrade, with a ``StudioUpgradeGate`` in front of its
/// upgrader, so a refused handshake is answered 403 as the router answers it, not 400.
struct StudioChildChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let upgrading: HTTP1WebSocketUpgradeChannel
    let access: ManagedAccess

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        upgrading.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(StudioUpgradeGate(access: access), position: .after(decoder.handler))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgrading.handle(value: value, logger: logger)
    }
}
