/// A module view's screen, with each button described once with its action: the screen shows the buttons'
/// titles and a tap runs the button at its index, so no adapter names a title in `render` and matches it
/// again in `perform`. Rows, fields and alert choices go to the closures given for them.
///
/// The screen and the buttons are read again at each render and tap (they are autoclosures), because the
/// host keeps one adapter for as long as its view is on top: a value captured once would show the view as
/// it was when the adapter was built.
public struct ModuleScreen: HeadlessScreen {
    private let screen: () -> Screen
    private let buttons: () -> [FlowAction]
    private let select: ((Int) throws -> Void)?
    private let type: ((String, String) throws -> Void)?
    private let choose: ((ScreenAlertChoice) throws -> Void)?

    /// The screen `screen` (its buttons are `buttons`' titles) with these actions.
    /// - Parameters:
    ///   - screen: What the screen shows, without its buttons.
    ///   - buttons: The buttons and what a tap on each does.
    ///   - select: What selecting row `index` (from 0) does; nil when rows cannot be selected.
    ///   - type: What typing `text` into field `id` does; nil without fields.
    ///   - choose: What choosing an alert action does; nil without an alert.
    public init(
        _ screen: @autoclosure @escaping () -> Screen, buttons: @autoclosure @escaping () -> [FlowAction] = [],
        select: ((Int) throws -> Void)? = nil,
        type: ((_ id: String, _ text: String) throws -> Void)? = nil,
        choose: ((ScreenAlertChoice) throws -> Void)? = nil
    ) {
        self.screen = screen
        self.buttons = buttons
        self.select = select
        self.type = type
        self.choose = choose
    }

    /// The screen with its buttons.
    public func render() -> Screen {
        var shown = screen()
        shown.buttons = buttons().map(\.button)
        return shown
    }

    /// Runs the tapped button, the selection, the typing or the alert choice.
    /// - Throws: What the action throws; ``AdapterActionError/unsupportedAction(_:screen:)`` for one the screen
    ///   does not offer.
    public func perform(_ action: ScreenAction) throws {
        switch action {
        case .tap(let index, _):
            let buttons = buttons()
            guard buttons.indices.contains(index) else {
                throw AdapterActionError.unsupportedAction(action, screen: screen().name)
            }
            try buttons[index].perform()
        case .select(let index) where select != nil:
            try select?(index)
        case .type(let id, let text) where type != nil:
            try type?(id, text)
        case .chooseAlertAction(let choice) where choose != nil:
            try choose?(choice)
        default:
            throw AdapterActionError.unsupportedAction(action, screen: screen().name)
        }
    }
}
