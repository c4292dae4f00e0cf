import CLuaShim

/// A Swift class bound to Lua as a userdata type: its methods, properties and
/// metamethods. Build it once (a `static let` is typical) and register it on
/// every state that pushes such objects; the type's metatable is made in each
/// state on the first push.
///
/// ```swift
/// static let luaClass = LuaClass<Counter>("Counter") { type in
///     type.method("increment") { counter, args in counter.increment(by: try args.optionalInt(1) ?? 1) }
///     type.property("value", get: { $0.value }, set: { $0.value = $1 })
///     type.tostring { "Counter(\($0.value))" }
/// }
/// ```
///
/// Methods check `self` in C (`bad argument #1 to 'get' (Counter expected, got
/// table)`); `getmetatable(obj)` returns the type name instead of the
/// metatable; `__gc` releases the Swift object exactly once; `__close`
/// (`local c <close> = obj`) runs the close handler and releases it early,
/// after which using the object raises an error.
///
/// `@unchecked Sendable` as ``AnyLuaClass`` (it adds no state).
public final class LuaClass<Object: AnyObject>: AnyLuaClass, @unchecked Sendable {
    /// Describes a bound class.
    /// - Parameters:
    ///   - name: The type name scripts see.
    ///   - parent: The bound class of a superclass of `Object`: its members are
    ///     inherited and its methods accept these objects as `self`.
    ///   - build: Declares the members.
    public init(_ name: String, parent: AnyLuaClass? = nil, _ build: (inout LuaClassBuilder<Object>) -> Void) {
        let cClass = UnsafeMutablePointer<lhs_Class>.allocate(capacity: 1)
        var builder = LuaClassBuilder<Object>(name: name, cClass: cClass)
        build(&builder)
        super.init(name: name, parent: parent, objectType: Object.self, cClass: cClass, parts: builder.parts)
    }
}
