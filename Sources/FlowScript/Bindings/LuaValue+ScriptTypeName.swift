import LuaHost

extension LuaValue {
    /// The type name a script author recognises: Lua's, except that a view reads `View`.
    public var scriptTypeName: String {
        if case .userdata(let userdata) = self, userdata.object(as: FlowScriptView.luaClass) != nil {
            return "View"
        }
        return typeName
    }
}
