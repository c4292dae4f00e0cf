import FlowBase
import LuaHost

/// A module view as flow scripts hold it: the userdata every `app` builder returns and `app.nav` takes.
///
/// Scripts read its module name (`view.name`) and print it (`View(items.list)`); the view itself stays
/// in Swift. The userdata keeps the view alive while the script holds it.
public final class FlowScriptView: LuaBindable {
    /// The module's view, scene or view controller.
    public let view: any ModuleView

    /// Wraps `view` for a script.
    public init(_ view: any ModuleView) {
        self.view = view
    }

    /// The bound class `View`: a read-only `name`, and `tostring` as `View(name)`.
    public static let luaClass = LuaClass<FlowScriptView>("View") { type in
        type.property("name") { $0.view.moduleName }
        type.tostring { "View(\($0.view.moduleName))" }
    }
}
