import FlowScript
import LuaHost

/// `app.login`: the login scene (VIP), signing out, and who is signed in (L1-L5).
enum LoginBinding {
    /// The table `{ build, logout, user_id }` over `app`.
    static func table(for login: LoginInstance, app: FlowApp, in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        try table.set("build", state.function(named: "login.build") { arguments -> FlowScriptView in
            var options = try BindingOptions(arguments, function: "login.build", known: ["api", "on_login"])
            let api = try options.table("api").map {
                try LuaAuthenticationAPI(
                    table: $0, option: "api", function: options.function, pendingWork: app.pendingWork)
            }
            let onLogin = try options.requiredFunction("on_login")
            let view = login.makeLogin(api: api) { userId in try LuaCallback.run(onLogin, userId) }
            return options.view(view, of: app)
        })
        try table.set("logout", state.function(named: "login.logout") { arguments in
            try arguments.expect(count: 0)
            try login.logout()
        })
        try table.set("user_id", state.function(named: "login.user_id") { arguments -> String? in
            try arguments.expect(count: 0)
            return try login.session.restore()
        })
        return table
    }
}
