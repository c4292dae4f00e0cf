/// The user events of the Items details scene, handled by its director.
public protocol ItemsDetailsEventsHandling: AnyObject {
    /// The scene is on screen for the first time.
    func onUIReady()
    /// The user tapped the enabled switch.
    func onToggleEnabledTapped()
    /// The user tapped "Back".
    func onBackTapped()
}
