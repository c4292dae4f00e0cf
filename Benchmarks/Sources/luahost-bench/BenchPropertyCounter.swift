import LuaHost

/// The object the property benchmark binds: a read-write `value` and the
/// same methods, like the C baseline of `property_access`.
final class BenchPropertyCounter {
    var value = 0

    static let propertyClass = LuaClass<BenchPropertyCounter>("Counter") { type in
        type.property("value", get: { $0.value }, set: { $0.value = $1 })
        type.method("get") { counter, _ in counter.value }
        type.method("set") { counter, args in counter.value = try args.int(1) }
    }
}
