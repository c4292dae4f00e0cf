/// The small navigation surface every navigator and router of the cores speaks to.
///
/// A host implements it over its own stack: a `UINavigationController` in an app, FlowScript's
/// headless navigation stack on Linux. Navigators hold their `Navigating` weakly: the host owns
/// the views, the views own their modules.
public protocol Navigating: AnyObject {
    /// Pushes `view` on top of the current stack.
    func push(_ view: any ModuleView)
    /// Presents `view` modally over the current screen.
    func present(_ view: any ModuleView)
    /// Pops the top view of the current stack.
    func pop()
    /// Dismisses the top modal presentation.
    func dismiss()
    /// Replaces the whole hierarchy with `view` as its only root.
    func replaceRoot(with view: any ModuleView)
}
