import FlowScript
import LuaHost

/// `H.vocabulary`: the service doubles, presets and recorded calls the registered modules declare, in the shape
/// spec.lua's argument checks read: `{ services = { items = { fail_next = { "string?" } } }, presets = { ... },
/// calls = { "login.sign_in", ... } }`, each parameter a Lua type name (`?` when optional) or
/// `{ one_of = { ... }, optional = bool }`, with the parameters' names under `names`, the calls sorted.
enum SpecVocabulary {
    /// The vocabulary table of `modules`.
    static func table(of modules: FlowModuleRegistry, in state: LuaState) throws -> LuaTable {
        let services = try state.newTable()
        let presets = try state.newTable()
        for declaration in modules.declarations {
            if !declaration.services.isEmpty {
                try services.rawSet(declaration.name, actions(declaration.services, in: state))
            }
            for preset in declaration.presets {
                try presets.rawSet(preset.name, signature(preset.parameters, in: state))
            }
        }
        let calls = try state.newTable()
        let names = modules.declarations.flatMap { declaration in declaration.calls.map { "\(declaration.name).\($0.name)" } }
        for (offset, name) in names.sorted().enumerated() {
            try calls.rawSet(offset + 1, name)
        }
        let table = try state.newTable()
        try table.rawSet("services", services)
        try table.rawSet("presets", presets)
        try table.rawSet("calls", calls)
        return table
    }

    private static func actions(_ actions: [FlowActionDeclaration], in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        for action in actions {
            try table.rawSet(action.name, signature(action.parameters, in: state))
        }
        return table
    }

    /// The parameters' checks in order, and their names under `names`, which the DSL's messages show.
    private static func signature(_ parameters: [FlowField], in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        let names = try state.newTable()
        for (offset, parameter) in parameters.enumerated() {
            try table.rawSet(offset + 1, check(parameter.type, in: state))
            try names.rawSet(offset + 1, parameter.name)
        }
        try table.rawSet("names", names)
        return table
    }

    private static func check(_ type: FlowType, in state: LuaState) throws -> LuaValue {
        var wrapped = type
        var optional = false
        if case .optional(let inner) = type.shape {
            wrapped = inner
            optional = true
        }
        if case .oneOf(let values) = wrapped.shape {
            let entry = try state.newTable()
            let list = try state.newTable()
            for (offset, value) in values.enumerated() {
                try list.rawSet(offset + 1, value)
            }
            try entry.rawSet("one_of", list)
            try entry.rawSet("optional", optional)
            return .table(entry)
        }
        let name = wrapped == .any ? "any" : wrapped.luaType
        return .string(optional ? name + "?" : name)
    }
}
