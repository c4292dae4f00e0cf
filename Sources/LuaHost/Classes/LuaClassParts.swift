/// What a ``LuaClassBuilder`` collected: the callees of a bound class.
struct LuaClassParts {
    /// A method (getter only) or a property (getter, optional setter).
    struct Member {
        let name: String
        let isProperty: Bool
        let getter: LuaCallee
        let setter: LuaCallee?
    }

    var members: [Member] = []
    var tostring: LuaCallee?
    var equality: LuaCallee?
    var close: LuaCallee?
}
