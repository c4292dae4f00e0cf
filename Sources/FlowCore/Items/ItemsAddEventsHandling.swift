/// The user events of the Items add scene, handled by its director.
public protocol ItemsAddEventsHandling: AnyObject {
    /// The user tapped "Save" with the form holding `title` and `isEnabled`.
    func onSaveTapped(title: String, isEnabled: Bool)
    /// The user tapped "Cancel".
    func onCancelTapped()
}
