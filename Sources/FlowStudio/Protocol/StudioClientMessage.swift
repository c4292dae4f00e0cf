/// What the page sends over its WebSocket, one JSON object per message: `{"type": "tap", "index": 0}`.
struct StudioClientMessage: Decodable {
    /// The kind of message: `tap`, `type`, `select`, `back`, `relaunch`, `reset`, `map`, `goto`, `echo`.
    let type: String
    /// A button's or row's index on the screen shown, from 0.
    let index: Int?
    /// A field's identifier, for `type`.
    let field: String?
    /// A field's text, for `type`; an echo's payload.
    let text: String?
    /// A map node's title, for `goto`.
    let node: String?
}
