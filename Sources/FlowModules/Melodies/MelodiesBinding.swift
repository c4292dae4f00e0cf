import FlowScript
import LuaHost

/// `app.melodies`: the melodies list (MVP over an async service, M1-M3).
enum MelodiesBinding {
    /// The table `{ list, no_network }` over `app`.
    static func table(for melodies: MelodiesInstance, app: FlowApp, in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        try table.set("list", state.function(named: "melodies.list") { arguments -> FlowScriptView in
            var options = try BindingOptions(arguments, function: "melodies.list", known: ["api", "actions"])
            let api = try options.table("api").map {
                try LuaMelodyAPI(table: $0, option: "api", function: options.function, pendingWork: app.pendingWork)
            }
            let actions = try options.buttons("actions")?.map(\.flowAction) ?? []
            let view = melodies.makeMelodies(api: api, actions: actions)
            return options.view(view, of: app)
        })
        try table.set("no_network", LuaMelodyAPI.noNetworkMessage)
        return table
    }
}
