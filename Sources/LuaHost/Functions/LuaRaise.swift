/// An error a callee raises with a fixed message, located at the Lua caller
/// and reported as a runtime error (no Swift cause to recover).
struct LuaRaise: Error {
    /// The message, without position.
    let message: String
}
