import LuaHost

/// The object the method and property benchmarks bind.
final class BenchCounter {
    var value = 0

    /// Methods only, like the C baseline of `method_call`.
    static let methodClass = LuaClass<BenchCounter>("Counter") { type in
        type.method("get") { counter, _ in counter.value }
        type.method("set") { counter, args in counter.value = try args.int(1) }
    }
}
