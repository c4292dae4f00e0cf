import LuaHost

/// `app.screen{...}`: a screen the flow defines, with a title, labels, images and buttons.
enum ScreenBinding {
    /// The function `screen` over `app`.
    static func function(for app: FlowApp, in state: LuaState) throws -> LuaFunction {
        try state.function(named: "screen") { arguments -> FlowScriptView in
            var options = try BindingOptions(
                arguments, function: "screen", known: ["name", "title", "labels", "images", "buttons"])
            let screen = ScriptedScreen(
                name: try options.string("name") ?? "screen",
                title: try options.string("title") ?? "",
                labels: try options.strings("labels") ?? [],
                images: try options.strings("images") ?? [],
                buttons: try options.buttons("buttons")?.map(\.flowAction) ?? []
            )
            return options.view(screen, of: app)
        }
    }
}
