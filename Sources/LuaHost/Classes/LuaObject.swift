import CLua
import CLuaShim

/// A Swift object to push as the userdata of its bound class.
///
/// The class is found from the object's dynamic type among the classes
/// registered on the state (``LuaState/register(_:)``), walking up to the
/// nearest registered superclass. Pushing one object twice gives the same
/// userdata while Lua holds it, so `==` and table keys work.
public struct LuaObject: LuaPushable {
    /// The object.
    public let object: AnyObject

    /// Wraps an object for pushing.
    /// - Parameter object: An instance of a registered class.
    public init(_ object: AnyObject) {
        self.object = object
    }

    /// Pushes the object's userdata.
    /// - Throws: ``LuaError/runtime(_:)`` when no registered class matches,
    ///   ``LuaError/memory(_:)`` when the memory limit is reached.
    public func push(to stack: LuaStack) throws {
        let core = LuaCore.of(stack.L)
        guard let boundClass = core.boundClass(for: type(of: object)) else {
            throw LuaError.runtime(LuaErrorInfo(message: "no Lua class registered for Swift type \(type(of: object))"))
        }
        try stack.reserve(5)
        let retained = Unmanaged.passRetained(object).toOpaque()
        try stack.check(lhs_pushobject(stack.L, boundClass.cClass, retained))
    }
}
