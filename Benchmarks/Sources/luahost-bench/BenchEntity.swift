import LuaHost

/// One of the twenty bound types a new state registers in `new_state`
/// (`N` makes each a distinct Swift type).
final class BenchEntity<let N: Int> {
    var name = "entity"
    var count = 0

    /// A class with five methods and two properties.
    static func makeClass() -> AnyLuaClass {
        LuaClass<BenchEntity<N>>("Entity\(N)") { type in
            type.method("name") { entity, _ in entity.name }
            type.method("count") { entity, _ in entity.count }
            type.method("increment") { entity, _ in entity.count += 1 }
            type.method("reset") { entity, _ in entity.count = 0 }
            type.method("rename") { entity, args in entity.name = try args.string(1) }
            type.property("label", get: { $0.name }, set: { $0.name = $1 })
            type.property("size", get: { $0.count })
        }
    }

    /// The twenty classes, built once and shared by every state.
    static var twenty: [AnyLuaClass] {
        [BenchEntity<0>.makeClass(), BenchEntity<1>.makeClass(), BenchEntity<2>.makeClass(),
         BenchEntity<3>.makeClass(), BenchEntity<4>.makeClass(), BenchEntity<5>.makeClass(),
         BenchEntity<6>.makeClass(), BenchEntity<7>.makeClass(), BenchEntity<8>.makeClass(),
         BenchEntity<9>.makeClass(), BenchEntity<10>.makeClass(), BenchEntity<11>.makeClass(),
         BenchEntity<12>.makeClass(), BenchEntity<13>.makeClass(), BenchEntity<14>.makeClass(),
         BenchEntity<15>.makeClass(), BenchEntity<16>.makeClass(), BenchEntity<17>.makeClass(),
         BenchEntity<18>.makeClass(), BenchEntity<19>.makeClass()]
    }
}
