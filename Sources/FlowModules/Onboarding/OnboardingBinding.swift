import FlowScript
import LuaHost

/// `app.onboarding`: whether to show the first-launch tutorial, and the tutorial itself (O1-O5).
enum OnboardingBinding {
    /// The table `{ should_show, build }` over `app`.
    static func table(for onboarding: OnboardingInstance, app: FlowApp, in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        try table.set("should_show", state.function(named: "onboarding.should_show") { arguments -> Bool in
            try arguments.expect(count: 0)
            return try onboarding.shouldShowOnboarding()
        })
        try table.set("build", state.function(named: "onboarding.build") { arguments -> FlowScriptView in
            var options = try BindingOptions(arguments, function: "onboarding.build", known: ["images", "on_finish"])
            let images = try options.strings("images")
            let onFinish = try options.requiredFunction("on_finish")
            let view = onboarding.makeOnboarding(images: images) { try LuaCallback.run(onFinish) }
            return options.view(view, of: app)
        })
        return table
    }
}
