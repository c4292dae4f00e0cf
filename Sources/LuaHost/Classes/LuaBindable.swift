/// A class whose instances push as the userdata of their registered
/// ``LuaClass`` (see ``LuaObject``), so they can be returned from bound
/// functions and stored in tables directly.
public protocol LuaBindable: AnyObject, LuaPushable {}

extension LuaBindable {
    /// Pushes the object's userdata.
    public func push(to stack: LuaStack) throws {
        try LuaObject(self).push(to: stack)
    }
}
