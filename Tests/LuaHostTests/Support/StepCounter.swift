@testable import LuaHost

/// A subclass bound with its parent.
final class StepCounter: Counter {
    var step = 2

    static let stepClass = LuaClass<StepCounter>("StepCounter", parent: Counter.luaClass) { type in
        type.method("advance") { counter, _ in counter.value += counter.step }
        type.property("step", get: { $0.step }, set: { $0.step = $1 })
    }
}
