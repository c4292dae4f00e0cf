@testable import LuaHost

/// A bound class used across the tests.
class Counter: LuaBindable {
    var value: Int
    let label: String
    private let deinits: DeinitCounter?

    init(value: Int = 0, label: String = "c", deinits: DeinitCounter? = nil) {
        self.value = value
        self.label = label
        self.deinits = deinits
    }

    deinit {
        deinits?.count += 1
    }

    static let luaClass: LuaClass<Counter> = LuaClass("Counter") { type in
        type.method("get") { counter, _ in counter.value }
        type.method("set") { counter, args in counter.value = try args.int(1) }
        type.method("add") { counter, args in
            let other = try args.object(1, as: Counter.luaClass)
            counter.value += other.value
        }
        type.method("fail") { _, args in throw CounterFailure.refused(try args.string(1)) }
        type.property("value", get: { $0.value }, set: { $0.value = $1 })
        type.property("label", get: { $0.label })
        type.tostring { "Counter(\($0.value))" }
        type.equality { $0.value == $1.value }
    }
}
