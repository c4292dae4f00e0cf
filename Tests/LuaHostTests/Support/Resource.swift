@testable import LuaHost

/// An object with a close handler.
final class Resource: LuaBindable {
    var closed = false

    static let luaClass = LuaClass<Resource>("Resource") { type in
        type.method("read") { _, _ in "data" }
        type.close { $0.closed = true }
    }
}
