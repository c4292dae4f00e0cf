@testable import FlowStudio
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A WebSocket client for the tests, speaking to a studio on loopback as a browser does (masked frames), over a
/// blocking socket whose reads time out. Its blocking calls run on a queue of its own, never on the threads
/// Swift's tasks share, so the server the test runs in the same process keeps its threads.
final class StudioSocket: @unchecked Sendable {
    /// A frame as read: its opcode and payload.
    struct Frame {
        let opcode: UInt8
        let fin: Bool
        let payload: [UInt8]
    }

    /// Why the socket could not do what was asked.
    enum Failure: Error, CustomStringConvertible {
        case system(String, Int32)
        case handshake(String)
        case closed
        case timedOut
        case notAMessage(String)

        var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
            case .handshake(let response): "the handshake was answered \(response.debugDescription)"
            case .closed: "the server closed the connection"
            case .timedOut: "the server sent nothing in time"
            case .notAMessage(let text): "not a studio message: \(text.prefix(200).debugDescription)"
            }
        }
    }

    private let descriptor: Int32
    /// How long a read waits for the server.
    private let timeoutMilliseconds: Int32
    private let queue = DispatchQueue(label: "studio test socket")
    private var buffered: [UInt8] = []

    /// Connects to the studio on 127.0.0.1:`port` and opens its WebSocket with `token`.
    static func open(port: Int, token: String, timeoutSeconds: Int = 60) async throws -> StudioSocket {
        let socket = try StudioSocket(port: port, timeoutSeconds: timeoutSeconds)
        try await socket.run { try socket.handshake(port: port, token: token) }
        return socket
    }

    private init(port: Int, timeoutSeconds: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure.system("socket", errno) }
        timeoutMilliseconds = Int32(timeoutSeconds * 1000)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw Failure.system("connect", code)
        }
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Sends `text` as one text frame.
    func send(_ text: String) async throws {
        let bytes = Array(text.utf8)
        try await run { try self.write(frame: 0x1, fin: true, payload: bytes) }
    }

    /// Sends `message` as the page would.
    func send(_ message: StudioClientMessage) async throws {
        try await send(String(decoding: try JSONEncoder().encode(message), as: UTF8.self))
    }

    /// Sends one frame as given: for messages split in fragments, binary ones, and the like.
    func send(opcode: UInt8, fin: Bool, payload: [UInt8]) async throws {
        try await run { try self.write(frame: opcode, fin: fin, payload: payload) }
    }

    /// Sends only the head of a frame announcing `length` bytes of payload, as a client about to send that much.
    func sendHead(opcode: UInt8, length: Int) async throws {
        try await run { try self.writeAll(Self.head(opcode: opcode, fin: true, length: length) + [1, 2, 3, 4]) }
    }

    /// The next message the server sends (its fragments put together; pings answered), or ``Failure/closed``
    /// with the close frame's status code when the server closes.
    func receive() async throws -> StudioServerMessage {
        let text = try await run { () throws -> String in
            var payload: [UInt8] = []
            while true {
                let frame = try self.readFrame()
                switch frame.opcode {
                case 0x8: throw Failure.closed
                case 0x9: try self.write(frame: 0xA, fin: true, payload: frame.payload)
                case 0x0, 0x1, 0x2:
                    payload += frame.payload
                    if frame.fin { return String(decoding: payload, as: UTF8.self) }
                default: continue
                }
            }
        }
        do {
            return try JSONDecoder().decode(StudioServerMessage.self, from: Data(text.utf8))
        } catch {
            throw Failure.notAMessage(text)
        }
    }

    /// The status code of the close frame the server sends next, skipping other messages.
    func closeStatus() async throws -> UInt16 {
        try await run { () throws -> UInt16 in
            while true {
                let frame = try self.readFrame()
                if frame.opcode == 0x8 {
                    return frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 1005
                }
            }
        }
    }

    private func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Swift.Result(catching: work)) }
        }
    }

    private func handshake(port: Int, token: String) throws {
        let request = "GET /ws?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try writeAll(Array(request.utf8))
        let end = Array("\r\n\r\n".utf8)
        while true {
            if let range = buffered.firstRange(of: end) {
                let head = String(decoding: buffered[..<range.upperBound], as: UTF8.self)
                buffered.removeSubrange(..<range.upperBound)
                guard head.hasPrefix("HTTP/1.1 101") else { throw Failure.handshake(head) }
                return
            }
            try fill()
        }
    }

    private func write(frame opcode: UInt8, fin: Bool, payload: [UInt8]) throws {
        let mask: [UInt8] = (0..<4).map { _ in UInt8.random(in: .min ... .max) }
        try writeAll(Self.head(opcode: opcode, fin: fin, length: payload.count) + mask
            + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    }

    /// A masked frame's first bytes, up to its mask.
    private static func head(opcode: UInt8, fin: Bool, length: Int) -> [UInt8] {
        let first = (fin ? 0x80 : 0) | opcode
        switch length {
        case ..<126: return [first, 0x80 | UInt8(length)]
        case ..<65536: return [first, 0x80 | 126, UInt8(length >> 8), UInt8(length & 0xff)]
        default: return [first, 0x80 | 127] + (0..<8).reversed().map { UInt8((UInt64(length) >> ($0 * 8)) & 0xff) }
        }
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure.system("send", errno) }
            sent += count
        }
    }

    private func readFrame() throws -> Frame {
        let head = try take(2)
        var length = UInt64(head[1] & 0x7f)
        if length == 126 {
            length = try take(2).reduce(0) { $0 << 8 | UInt64($1) }
        } else if length == 127 {
            length = try take(8).reduce(0) { $0 << 8 | UInt64($1) }
        }
        return Frame(opcode: head[0] & 0x0f, fin: head[0] & 0x80 != 0, payload: try take(Int(length)))
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            try fill()
        }
        let bytes = Array(buffered[..<count])
        buffered.removeFirst(count)
        return bytes
    }

    private func fill() throws {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let polled = poll(&ready, 1, timeoutMilliseconds)
        guard polled > 0 else { throw polled == 0 ? Failure.timedOut : Failure.system("poll", errno) }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { throw Failure.closed }
        guard count > 0 else { throw Failure.system("recv", errno) }
        buffered += chunk[..<count]
    }
}
