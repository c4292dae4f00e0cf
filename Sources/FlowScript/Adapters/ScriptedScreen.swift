import FlowBase

/// A screen a flow defines itself (`app.screen{...}`): a module view that is its own headless screen,
/// showing a title, labels, images and buttons whose actions the flow supplies.
///
/// Its parts are variables, so a flow can change what it shows; the next render shows the change.
public final class ScriptedScreen: ModuleView, HeadlessScreen {
    /// The screen's module name, such as `"done"`; transcripts and `app.nav:top()` show it.
    public let moduleName: String
    /// The title shown at the top.
    public var title: String
    /// The text labels, in display order.
    public var labels: [String]
    /// The images, by asset name.
    public var images: [String]
    /// The buttons, in display order.
    public var buttons: [FlowAction]

    /// Creates a screen.
    /// - Parameters:
    ///   - name: The module name; `"screen"` by default.
    ///   - title: The title.
    ///   - labels: The text labels.
    ///   - images: The images, by asset name.
    ///   - buttons: The buttons and their actions.
    public init(
        name: String = "screen",
        title: String = "",
        labels: [String] = [],
        images: [String] = [],
        buttons: [FlowAction] = []
    ) {
        self.moduleName = name
        self.title = title
        self.labels = labels
        self.images = images
        self.buttons = buttons
    }

    /// Nothing to load: the flow gave everything the screen shows.
    public func viewDidLoad() {}

    /// The screen as its parts say now.
    public func render() -> Screen {
        Screen(name: moduleName, title: title, images: images, labels: labels, buttons: buttons.map(\.button))
    }

    /// Runs the tapped button's action.
    /// - Throws: What the action throws; ``AdapterActionError/unsupportedAction(_:screen:)`` for any
    ///   action but a tap on one of its buttons.
    public func perform(_ action: ScreenAction) throws {
        guard case .tap(let index, _) = action, buttons.indices.contains(index) else {
            throw AdapterActionError.unsupportedAction(action, screen: moduleName)
        }
        try buttons[index].perform()
    }
}
