import LuaHost

/// The table a flow passes as a builder's `api` option: a service written in Lua, whose functions are
/// looked up once, when the module is built, so a missing one fails the build and not a later event.
public enum LuaServiceTable {
    /// The function `name` of `table`, given as `option` to `function`.
    /// - Throws: ``AppBindingError/missingOption(_:function:expected:)`` naming `api.sign_in` when `table`
    ///   has none, ``AppBindingError/badOption(_:function:expected:got:)`` when it holds something else;
    ///   the ``LuaError`` of an `__index` metamethod that raises.
    public static func function(_ name: String, of table: LuaTable, option: String, function: String) throws -> LuaFunction {
        switch try table.get(name) {
        case .function(let found):
            return found
        case .nil:
            throw AppBindingError.missingOption("\(option).\(name)", function: function, expected: "function")
        case let other:
            throw AppBindingError.badOption(
                "\(option).\(name)", function: function, expected: "function", got: other.scriptTypeName)
        }
    }
}
