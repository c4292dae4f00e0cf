import LuaHost

/// `app.screen{...}`: a screen the flow defines, with a title, labels, images and buttons.
enum ScreenBinding {
    /// The function `screen` over `app`.
    static func function(for app: FlowApp, in state: LuaState) throws -> LuaFunction {
        let options = Parameter<ScreenOptions?>("options", "The screen's parts.")
        return try state.function(named: "screen") { arguments -> FlowScriptView in
            try arguments.expect(count: 0...1)
            let copy = ArgumentCopy()
            let given = try arguments.convert(options, 1, "screen", copy) ?? ScreenOptions()
            let screen = ScriptedScreen(
                name: given.name ?? "screen", title: given.title ?? "", labels: given.labels ?? [],
                images: given.images ?? [], buttons: given.buttons?.map(\.flowAction) ?? [])
            app.keep(arguments.reserveExternalMemory(copy.bytes + ArgumentCopy.viewBytes), whileAlive: screen)
            return FlowScriptView(screen)
        }
    }
}
