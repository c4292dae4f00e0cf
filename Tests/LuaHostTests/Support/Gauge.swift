@testable import LuaHost

/// Another bound type, for foreign-self checks.
final class Gauge: LuaBindable {
    var level = 1.5

    static let luaClass = LuaClass<Gauge>("Gauge") { type in
        type.method("level") { gauge, _ in gauge.level }
    }
}
