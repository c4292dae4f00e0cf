/// The Lua half of the spec host: the entry function every collection and run goes through.
///
/// `H.location` (in Swift, from the frames of the spec's stack) stops at `entry`, whose chunk is
/// `=flowhost`: reaching it means the spec's own stack ended, so it answers nil there, as spec.lua's
/// contract asks.
enum SpecHostPrelude {
    /// The chunk name of the prelude; the DSL never sees it, since `H.location` stops there.
    static let chunkName = "=flowhost"

    /// ``chunkName`` as `H.location` reports sources: without its leading `=`.
    static let source = "flowhost"

    /// The chunk: returns `{ entry = ... }`.
    static let code = #"""
    local pack, unpack = table.pack, table.unpack

    -- Not a tail call: this frame must stay on the stack for H.location to stop at.
    local function entry(fn, ...)
      local results = pack(fn(...))
      return unpack(results, 1, results.n)
    end

    return { entry = entry }
    """#
}
