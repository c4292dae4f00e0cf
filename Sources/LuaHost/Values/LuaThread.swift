/// A coroutine held from Swift (run host-driven coroutines with
/// ``LuaState/spawn(_:_:)``).
public final class LuaThread: LuaReference {}
