import CLua
import CLuaShim

/// A Lua value held from Swift through the registry (tables, functions,
/// userdata, threads).
///
/// The registry slot is released when the Swift object goes away; after the
/// state closed, the reference is inert (every operation throws).
public class LuaReference {
    @usableFromInline let core: LuaCore
    @usableFromInline let ref: Int32

    /// Anchors the value at `index` of `L`.
    init(at index: Int32, on L: OpaquePointer) throws(LuaError) {
        core = LuaCore.of(L)
        ref = try LuaStack(L).reference(at: index)
    }

    deinit {
        if let L = core.current {
            lhs_unref(L, ref)
        }
    }

    /// Whether the state this value lives in is still open.
    public var isValid: Bool { core.isOpen }

    /// Pushes the value on `L`, which must be a thread of the same state.
    func push(on L: OpaquePointer) throws(LuaError) {
        guard core.isOpen, core.owns(L) else {
            throw LuaError.runtime(LuaErrorInfo(message: core.isOpen
                ? "attempt to use a value of another Lua state"
                : "attempt to use a value of a closed Lua state"))
        }
        lua_rawgeti(L, Int32(LHS_REGISTRYINDEX), lua_Integer(ref))
    }

    /// Runs `body` with the value pushed on the current thread, restoring the
    /// stack afterwards.
    func withPushed<Result>(extra: Int = 0, _ body: (OpaquePointer, Int32) throws -> Result) throws -> Result {
        let L = try core.thread()
        try LuaStack(L).reserve(extra + 4)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try push(on: L)
        return try body(L, top + 1)
    }

    /// Whether both refer to the same Lua value (raw equality).
    func isSame(as other: LuaReference) -> Bool {
        if ref == other.ref, core === other.core { return true }
        guard core === other.core, let L = core.current, lua_checkstack(L, 2) != 0 else { return false }
        lua_rawgeti(L, Int32(LHS_REGISTRYINDEX), lua_Integer(ref))
        lua_rawgeti(L, Int32(LHS_REGISTRYINDEX), lua_Integer(other.ref))
        defer { lhs_pop(L, 2) }
        return lua_rawequal(L, -1, -2) != 0
    }
}
