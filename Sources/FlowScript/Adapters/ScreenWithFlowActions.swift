/// A core screen with flow-defined buttons after its own: renders the base screen plus the buttons,
/// runs a button's action when tapped, and hands every other action to the base screen.
///
/// A class, because a tap acts on what the last render showed: the render keeps how many buttons the base
/// screen had and which flow buttons followed them, so a tap is resolved by its index alone, without
/// rendering again.
public final class ScreenWithFlowActions: HeadlessScreen {
    /// The adapter of the core view.
    public let base: any HeadlessScreen
    private let currentActions: () -> [FlowAction]
    private var shown: (baseButtons: Int, actions: [FlowAction])?

    /// Creates the combined screen with fixed flow buttons.
    public convenience init(base: any HeadlessScreen, actions: [FlowAction]) {
        self.init(base: base) { actions }
    }

    /// Creates the combined screen, reading the flow's buttons from `actions` on every render, so buttons a
    /// flow adds to a view already shown appear on the next render.
    public init(base: any HeadlessScreen, actions: @escaping () -> [FlowAction]) {
        self.base = base
        self.currentActions = actions
    }

    /// The flow's buttons, shown after the base screen's.
    public var actions: [FlowAction] { currentActions() }

    /// The base screen with the flow's buttons appended.
    /// - Throws: What the base adapter raises.
    public func render() throws -> Screen {
        var screen = try base.render()
        let actions = currentActions()
        shown = (screen.buttons.count, actions)
        screen.buttons += actions.map(\.button)
        return screen
    }

    /// Runs the flow button's action for a tap past the base screen's buttons as the last render showed them;
    /// passes anything else on.
    /// - Throws: What the action or the base adapter raises.
    public func perform(_ action: ScreenAction) throws {
        if case .tap(let index, _) = action {
            if shown == nil {
                _ = try render()
            }
            if let shown, index >= shown.baseButtons {
                let flowIndex = index - shown.baseButtons
                guard shown.actions.indices.contains(flowIndex) else {
                    throw AdapterActionError.unsupportedAction(action, screen: try base.render().name)
                }
                try shown.actions[flowIndex].perform()
                return
            }
        }
        try base.perform(action)
    }
}
