@testable import LuaHost

/// An object holding memory outside Lua for the script that made it, reserved against the state's limit.
final class Blob: LuaBindable {
    let memory: LuaExternalMemory

    init(memory: LuaExternalMemory) {
        self.memory = memory
    }

    static let luaClass = LuaClass<Blob>("Blob") { type in
        type.property("bytes") { $0.memory.bytes }
    }
}
