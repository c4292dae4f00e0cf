import FlowScript
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The studio's web server: the page, and a WebSocket per tab over which the tab's session runs.
///
/// Every request is checked by ``StudioAccess`` (token, Host, Origin) before anything else; the page is served
/// with a content security policy that allows only its own inline script and style, under a fresh nonce.
package final class StudioServer: Sendable {
    private let configuration: StudioServerConfiguration
    private let registry: StudioRegistry

    /// Creates a server; nothing listens until ``run(onReady:)``.
    package init(_ configuration: StudioServerConfiguration) {
        self.configuration = configuration
        registry = StudioRegistry(limit: configuration.sessionLimit, idleTimeout: configuration.idleTimeout)
    }

    /// Listens until the process is interrupted.
    /// - Parameter onReady: Called once listening, with the page's URL (token included) and the access checks.
    /// - Throws: When the address cannot be bound.
    package func run(onReady: @escaping @Sendable (String, StudioAccess) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let access = ManagedAccess()
        let configuration = configuration
        let registry = registry
        router.get("/") { request, _ -> Response in
            if let refusal = access.refusal(for: request) { return Self.refused(refusal) }
            return Self.page(StudioPage.studio, host: request.head.authority ?? "")
        }
        router.get("/echo") { request, _ -> Response in
            if let refusal = access.refusal(for: request) { return Self.refused(refusal) }
            return Self.page(StudioPage.echo, host: request.head.authority ?? "")
        }
        router.ws("/ws") { request, _ in
            if let refusal = access.refusal(for: request) {
                throw HTTPError(.forbidden, message: refusal.description)
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(inbound, outbound, registry: registry, configuration: configuration)
        }
        let webSocketResponder = router.buildResponder()
        var logger = Logger(label: "flowrun-studio")
        logger.logLevel = .error
        let app = Application(
            router: router,
            // HummingbirdWebSocket's upgrade channel behind a gate that makes a refused handshake a 403.
            server: HTTPServerBuilder { responder in
                StudioChildChannel(
                    upgrading: HTTP1WebSocketUpgradeChannel(
                        responder: responder, webSocketResponder: webSocketResponder,
                        // A browser sends a message as one frame: a frame may hold the longest message read.
                        configuration: .init(ws: .init(maxFrameSize: StudioClientMessage.sizeLimit))),
                    access: access)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let checks = StudioAccess(token: configuration.token, host: configuration.host, port: port)
                access.set(checks)
                let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                onReady("http://\(shownHost):\(port)/?token=\(configuration.token)", checks)
            },
            logger: logger)
        let sweeper = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: min(configuration.idleTimeout, .seconds(30)))
                await registry.closeIdle()
            }
        }
        defer { sweeper.cancel() }
        try await app.runService()
    }

    /// Reloads every open session after the scripts changed.
    /// - Parameter notice: What changed, for each tab's log.
    package func scriptsChanged(notice: String) {
        let registry = registry
        Task { await registry.reloadAll(notice: notice) }
    }

    /// Runs one tab's session until the tab goes away.
    private static func serve(
        _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter, registry: StudioRegistry,
        configuration: StudioServerConfiguration
    ) async throws {
        let send: @Sendable (StudioServerMessage) async -> Void = { message in
            guard let data = try? JSONEncoder().encode(message) else { return }
            try? await outbound.write(.text(String(decoding: data, as: UTF8.self)))
        }
        let close: @Sendable (String) async -> Void = { reason in
            await send(.closed(reason: reason))
            try? await outbound.close(.normalClosure, reason: nil)
        }
        let session: StudioSession
        do {
            let stuckID = StuckSession()
            let watchdog = configuration.timeLimit.map { limit in
                WallClockWatchdog(limit: limit) { label in
                    // The stuck thread cannot be stopped: the session is given up, the others go on.
                    Task {
                        await close("\(label) ran longer than the time limit (\(limit)); the session was closed")
                        if let id = stuckID.id { await registry.remove(id) }
                    }
                }
            }
            session = try await registry.open(
                { StudioSession(id: $0, source: configuration.source, watchdog: watchdog) }, send: send, close: close)
            stuckID.id = session.id
        } catch {
            await close(error.description)
            return
        }
        await send(await session.start())
        do {
            var assembler = StudioMessageAssembler(limit: StudioClientMessage.sizeLimit)
            for try await frame in inbound {
                guard let message = assembler.add(frame) else { continue }
                await registry.touch(session.id)
                do throws(StudioMessageError) {
                    await send(await session.handle(try StudioClientMessage.decode(message.get())))
                } catch {
                    await send(.error(error.description))
                }
            }
        } catch {
            await registry.remove(session.id)
            throw error
        }
        await registry.remove(session.id)
    }

    /// A refused request: 403 and one line of plain text.
    private static func refused(_ refusal: StudioRefusal) -> Response {
        Response(
            status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: refusal.description + "\n")))
    }

    /// A page with its script and style inline under a fresh nonce, which the policy requires of both.
    private static func page(_ page: StudioPage, host: String) -> Response {
        let nonce = StudioAccess.randomToken()
        let policy = "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; "
            + "connect-src ws://\(host); img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .contentSecurityPolicy: policy, .cacheControl: "no-store",
                .init("X-Content-Type-Options")!: "nosniff", .init("Referrer-Policy")!: "no-referrer",
            ],
            body: .init(byteBuffer: ByteBuffer(string: page.html(nonce: nonce))))
    }
}
