@testable import FlowStudio
import Foundation

/// A studio server running in the test's process on a free loopback port, until ``stop()``.
final class RunningStudio: Sendable {
    let port: Int
    let token: String
    private let task: Task<Void, any Error>

    private init(port: Int, token: String, task: Task<Void, any Error>) {
        self.port = port
        self.token = token
        self.task = task
    }

    /// Starts a server over `source` and waits until it listens.
    static func start(_ source: any StudioFlowSource, sessionLimit: Int = 16) async throws -> RunningStudio {
        let configuration = StudioServerConfiguration(sessionLimit: sessionLimit, source: source)
        let (ready, readiness) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            defer { readiness.finish() }
            try await StudioServer(configuration).run { url, _ in
                let port = URLComponents(string: url)?.port ?? 0
                readiness.yield(port)
                readiness.finish()
            }
        }
        var iterator = ready.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw CancellationError()
        }
        return RunningStudio(port: port, token: configuration.token, task: task)
    }

    /// Runs `body` with a server over `source`, stopped afterwards even when `body` throws.
    static func serving(
        _ source: any StudioFlowSource, _ body: (RunningStudio) async throws -> Void
    ) async throws {
        let studio = try await start(source)
        do {
            try await body(studio)
        } catch {
            await studio.stop()
            throw error
        }
        await studio.stop()
    }

    /// A new tab: a WebSocket with the session's first update read.
    func openTab() async throws -> StudioSocket {
        let socket = try await StudioSocket.open(port: port, token: token)
        _ = try await socket.receive()
        return socket
    }

    /// Stops the server.
    func stop() async {
        task.cancel()
        _ = await task.result
    }
}
