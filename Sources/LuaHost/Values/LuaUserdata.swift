import CLua
import CLuaShim

/// A userdata held from Swift: a bound Swift object, or a userdata made by C.
public final class LuaUserdata: LuaReference {
    /// The Swift object, if this is a live instance of `type` (or a subtype).
    /// - Parameter type: The bound class expected.
    public func object<Object>(as type: LuaClass<Object>) -> Object? {
        let found: UnsafeMutableRawPointer?? = try? withPushed { L, index in lhs_toobject(L, index, type.cClass) }
        guard let pointer = found ?? nil else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }
}
