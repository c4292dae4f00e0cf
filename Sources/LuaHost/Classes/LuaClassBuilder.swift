import CLua
import CLuaShim

/// Declares the members of a ``LuaClass``. Closures are `@Sendable` because a
/// class is shared by every state; they receive the object and the arguments.
public struct LuaClassBuilder<Object: AnyObject> {
    let name: String
    let cClass: UnsafeMutablePointer<lhs_Class>
    var parts = LuaClassParts()

    /// Adds a method whose callee runs `body`.
    @usableFromInline mutating func addMethod(_ name: String, _ body: @escaping LuaCallee.Body) {
        let callee = LuaCallee(name: name, kind: .method(type: self.name), body: body)
        parts.members.append(.init(name: name, isProperty: false, getter: callee, setter: nil))
    }

    /// Adds a property whose callees run `get` and `set` (nil: read-only).
    @usableFromInline mutating func addProperty(_ name: String, get: @escaping LuaCallee.Body, set: LuaCallee.Body?) {
        let getter = LuaCallee(name: name, kind: .getter(type: self.name), body: get)
        let setter = set.map { LuaCallee(name: name, kind: .setter(type: self.name), body: $0) }
        parts.members.append(.init(name: name, isProperty: true, getter: getter, setter: setter))
    }

    init(name: String, cClass: UnsafeMutablePointer<lhs_Class>) {
        self.name = name
        self.cClass = cClass
    }

    /// Runs `body` with the object C checked and passed unretained.
    @inlinable
    static func with<Result>(_ object: UnsafeMutableRawPointer?, _ body: (Object) throws -> Result) rethrows -> Result {
        try Unmanaged<Object>.fromOpaque(object!)._withUnsafeGuaranteedRef(body)
    }

    /// Adds a method called as `obj:name(...)`, returning one value or
    /// ``LuaResults``.
    /// - Parameters:
    ///   - name: The method name.
    ///   - body: Receives the object and the arguments after `self`.
    @inlinable
    public mutating func method<Result: LuaReturning>(
        _ name: String, _ body: @escaping @Sendable (Object, LuaArguments) throws -> Result
    ) {
        addMethod(name) { object, arguments in
            try Int32(Self.with(object) { try body($0, arguments) }.pushResults(to: arguments.stack))
        }
    }

    /// Adds a method called as `obj:name(...)` that returns nothing.
    /// - Parameters:
    ///   - name: The method name.
    ///   - body: Receives the object and the arguments after `self`.
    @inlinable
    public mutating func method(_ name: String, _ body: @escaping @Sendable (Object, LuaArguments) throws -> Void) {
        addMethod(name) { object, arguments in
            try Self.with(object) { try body($0, arguments) }
            return 0
        }
    }

    /// Adds an async method: `body` reads the arguments and returns the work;
    /// the calling coroutine is suspended until the host's driver
    /// (``LuaState/settle()``) has awaited it, then resumes with its result
    /// (or raises its error).
    /// - Parameters:
    ///   - name: The method name.
    ///   - body: Receives the object and the arguments after `self`; returns
    ///     the async work.
    public mutating func asyncMethod<Result: LuaReturning>(
        _ name: String, _ body: @escaping @Sendable (Object, LuaArguments) throws -> () async throws -> Result
    ) {
        addMethod(name) { object, arguments in
            try LuaScheduler.suspend(arguments) { try Self.with(object) { try body($0, arguments) } }
        }
    }

    /// Adds a read-only property (`obj.name`; assigning raises an error).
    /// - Parameters:
    ///   - name: The property name.
    ///   - get: Reads the property.
    @inlinable
    public mutating func property<Value: LuaPushable>(
        _ name: String, get: @escaping @Sendable (Object) throws -> Value
    ) {
        addProperty(name, get: { object, arguments in
            try Self.with(object) { try get($0) }.push(to: arguments.stack)
            return 1
        }, set: nil)
    }

    /// Adds a read-write property (`obj.name`, `obj.name = v`).
    /// - Parameters:
    ///   - name: The property name.
    ///   - get: Reads the property.
    ///   - set: Writes it; a value of the wrong type raises `bad value for
    ///     property 'name' of Type (integer expected, got string)`.
    @inlinable
    public mutating func property<Value: LuaPushable & LuaReadable>(
        _ name: String, get: @escaping @Sendable (Object) throws -> Value,
        set: @escaping @Sendable (Object, Value) throws -> Void
    ) {
        addProperty(name, get: { object, arguments in
            try Self.with(object) { try get($0) }.push(to: arguments.stack)
            return 1
        }, set: { object, arguments in
            let value = try arguments.get(1, as: Value.self)
            try Self.with(object) { try set($0, value) }
            return 0
        })
    }

    /// Sets what `tostring(obj)` returns (default: `Counter: 0x...`).
    /// - Parameter body: Describes the object.
    public mutating func tostring(_ body: @escaping @Sendable (Object) throws -> String) {
        parts.tostring = LuaCallee(name: "__tostring", kind: .method(type: name)) { object, arguments in
            try arguments.stack.push(try Self.with(object) { try body($0) })
            return 1
        }
    }

    /// Sets how `a == b` compares two distinct userdata of this type (one
    /// Swift object always gives one userdata, equal to itself).
    /// - Parameter body: Whether the objects are equal.
    public mutating func equality(_ body: @escaping @Sendable (Object, Object) -> Bool) {
        let cClass = UnsafePointer(self.cClass)
        parts.equality = LuaCallee(name: "__eq", kind: .method(type: name)) { object, arguments in
            // C checked that both operands are instances of this type.
            guard let other = lhs_toobject(arguments.L, arguments.index(1), cClass) else {
                arguments.stack.push(false)
                return 1
            }
            let equal = Self.with(object) { first in Self.with(other) { body(first, $0) } }
            arguments.stack.push(equal)
            return 1
        }
    }

    /// Sets what closing the object does (`local c <close> = obj`, before the
    /// object is released and becomes unusable from Lua).
    /// - Parameter body: Closes the object.
    public mutating func close(_ body: @escaping @Sendable (Object) throws -> Void) {
        parts.close = LuaCallee(name: "__close", kind: .method(type: name)) { object, _ in
            try Self.with(object) { try body($0) }
            return 0
        }
    }
}
