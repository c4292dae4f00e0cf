import LuaHost

/// One member of `app.<name>`, made from a typed entry: its declaration and how it is bound in a launch.
struct ContractBinding: Sendable {
    /// The member as the listing and the stubs show it.
    let declaration: FlowBinding
    /// Sets the member in the module's table for one launch's instance of the module.
    let make: @Sendable (AnyObject, ModuleContext, LuaState, LuaTable) throws -> Void
}
