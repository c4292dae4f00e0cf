import CLuaShim

/// Memory Swift holds for a state's scripts, such as the text of a screen a script built, counted against
/// the state's ``LuaState/memoryLimit`` for as long as this reservation lives.
///
/// Lua's allocator cannot see Swift's copies of script data, so without a reservation a script could make the
/// process grow past any limit (a loop building objects from one long string). With one, the state's own
/// bytes and its reservations share the limit: once they pass it, the script's next allocation fails with
/// ``LuaError/memory(_:)``. Reserving never fails, since Swift code cannot raise a Lua error; that next
/// allocation does.
///
/// Keep the reservation in the Swift object that holds the memory, so it ends with that object. When the
/// object belongs to a userdata the script dropped, the memory comes back once a garbage collection finalizes
/// it: reserving advances the collector as if Lua had allocated the bytes, so only what scripts still reach
/// adds up. Lua's emergency collection, the one that runs when an allocation fails, does not run finalizers,
/// so a run started from Swift after an allocation was refused first runs a full collection: the state stays
/// usable.
///
/// ```swift
/// try lua.register("note") { args in
///     let text = try args.string(1)
///     return Note(text: text, memory: args.reserveExternalMemory(text.utf8.count))
/// }
/// ```
public final class LuaExternalMemory: @unchecked Sendable {
    /// The bytes reserved.
    public let bytes: Int
    /// Kept so that the host's counter outlives the state if this reservation does; the counter is atomic,
    /// so the reservation may end on any thread.
    private let core: LuaCore

    /// Reserves `bytes` on the thread Swift works on (a callback's coroutine, or the main thread).
    init(bytes: Int, core: LuaCore) {
        self.bytes = max(bytes, 0)
        self.core = core
        if let L = core.current {
            lhs_reserve(L, self.bytes)
        } else {
            lhs_addexternal(core.host, self.bytes)
        }
    }

    deinit {
        lhs_subexternal(core.host, bytes)
    }
}
