import LuaHost

/// A module's part of one launch: the object its contract's `launch` built, with the handle it was given.
public final class ModuleInstance {
    /// The module's name.
    public let name: String
    /// What the module's `launch` returned.
    public let object: AnyObject
    let context: ModuleContext
    private let bindings: [ContractBinding]

    init(name: String, object: AnyObject, context: ModuleContext, bindings: [ContractBinding]) {
        self.name = name
        self.object = object
        self.context = context
        self.bindings = bindings
    }

    /// The table flows see as `app.<name>`: one member per declared binding, made from the binding itself.
    func makeTable(in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        for binding in bindings {
            try binding.make(object, context, state, table)
        }
        return table
    }
}
