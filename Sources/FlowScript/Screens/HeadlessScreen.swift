/// A screen the headless runtime can show and drive: renders what a view displays and performs actions
/// on it.
///
/// The bindings implement it once per FlowCore view type (an adapter wrapping the view) and once for
/// script-defined screens (whose view can conform itself). Actions reach `perform` only after they were
/// checked against the screen `render` returned, so an adapter may trust indexes and field ids.
public protocol HeadlessScreen {
    /// The screen as it is displayed now.
    /// - Throws: Whatever the underlying view or script raises while describing itself.
    func render() throws -> Screen

    /// Performs `action` as a user would, by calling the view's event handlers.
    /// - Throws: Whatever the underlying view or script raises while handling it.
    func perform(_ action: ScreenAction) throws
}
