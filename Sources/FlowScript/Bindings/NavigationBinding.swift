import LuaHost

/// `app.nav`: the app's ``NavigationStack`` as the bound class `Navigation`, called with methods
/// (`app.nav:push(view)`).
enum NavigationBinding {
    /// The bound class: `replace_root`, `push`, `present` and their view; `pop`, `dismiss`; `top()`,
    /// the module name of the screen on top (nil when nothing is shown).
    static let luaClass = LuaClass<NavigationStack>("Navigation") { type in
        type.method("replace_root") { navigation, arguments in
            try arguments.expect(count: 1)
            navigation.replaceRoot(with: try arguments.object(1, as: FlowScriptView.luaClass).view)
        }
        type.method("push") { navigation, arguments in
            try arguments.expect(count: 1)
            navigation.push(try arguments.object(1, as: FlowScriptView.luaClass).view)
        }
        type.method("present") { navigation, arguments in
            try arguments.expect(count: 1)
            navigation.present(try arguments.object(1, as: FlowScriptView.luaClass).view)
        }
        type.method("pop") { navigation, arguments in
            try arguments.expect(count: 0)
            navigation.pop()
        }
        type.method("dismiss") { navigation, arguments in
            try arguments.expect(count: 0)
            navigation.dismiss()
        }
        type.method("top") { navigation, arguments -> String? in
            try arguments.expect(count: 0)
            return navigation.topView?.moduleName
        }
        type.tostring { navigation in
            "Navigation(\(navigation.hierarchy.map { $0.joined(separator: " > ") }.joined(separator: " | ")))"
        }
    }
}
