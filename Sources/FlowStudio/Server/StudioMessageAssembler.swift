import HummingbirdWebSocket

/// Puts a tab's WebSocket frames together into messages of at most ``limit`` bytes. A message split in frames
/// that grows past the limit is dropped (its later frames read and discarded) and refused once it ends, so the
/// tab is told and its session goes on; a single frame over the limit never arrives (the WebSocket layer closes
/// the connection with status 1009, message too big, before reading it).
struct StudioMessageAssembler {
    /// The longest message kept, in bytes.
    let limit: Int
    /// The message being put together, `nil` between messages.
    private var isText: Bool?
    private var bytes: [UInt8] = []
    /// Whether the message in progress went past the limit.
    private var isTooLarge = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a frame.
    /// - Returns: A whole message's text, or why it is refused, once its last frame arrives; `nil` before.
    mutating func add(_ frame: WebSocketDataFrame) -> Result<String, StudioMessageError>? {
        switch frame.opcode {
        case .text, .binary:
            // A new message; one left unfinished (which the protocol forbids) is dropped.
            isText = frame.opcode == .text
            bytes = []
            isTooLarge = false
        case .continuation:
            guard isText != nil else { return .failure(.continuationWithoutMessage) }
        }
        if !isTooLarge {
            if frame.data.readableBytes > limit - bytes.count {
                isTooLarge = true
                bytes = []
            } else {
                bytes += frame.data.readableBytesView
            }
        }
        guard frame.fin, let isText else { return nil }
        self.isText = nil
        defer { bytes = [] }
        if isTooLarge { return .failure(.tooLarge(limit: limit)) }
        if !isText { return .failure(.binary) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
