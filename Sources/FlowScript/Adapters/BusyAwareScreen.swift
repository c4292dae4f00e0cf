/// A module's screen shown loading while the host runs one of its async actions, whatever its adapter says:
/// the loader is on, and every button disabled (the flow's after the module's as well), from the tap until the
/// action's work ends, including while a spec holds a call it made.
struct BusyAwareScreen: HeadlessScreen {
    /// The module's adapter.
    let base: any HeadlessScreen
    /// Whether an action of the view is under way.
    let isBusy: () -> Bool

    func render() throws -> Screen {
        var screen = try base.render()
        if isBusy() {
            screen.isLoading = true
            screen.buttons = screen.buttons.map { ScreenButton(title: $0.title, isEnabled: false) }
        }
        return screen
    }

    func perform(_ action: ScreenAction) throws {
        try base.perform(action)
    }
}
