/// The entry point of a built module as a host puts it on screen: the view of an MVP module, the
/// scene of a VIPER-S module, the view controller of a VIP scene.
///
/// FlowCore's views hold no UI toolkit types: each keeps what it currently displays as plain values,
/// which a host (a UIKit app, or FlowScript's headless screens) renders.
public protocol ModuleView: AnyObject {
    /// A stable name for the module's screen, such as `"onboarding"` or `"items.list"`.
    var moduleName: String { get }

    /// Tells the view that the host has put it on screen for the first time, as `viewDidLoad` would.
    /// A navigation host calls this exactly once per view, before the first render.
    func viewDidLoad()
}
