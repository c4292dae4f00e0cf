/// A core screen with flow-defined buttons after its own: renders the base screen plus the buttons,
/// runs a button's action when tapped, and hands every other action to the base screen.
public struct ScreenWithFlowActions: HeadlessScreen {
    /// The adapter of the core view.
    public let base: any HeadlessScreen
    /// The flow's buttons, shown after the base screen's.
    public let actions: [FlowAction]

    /// Creates the combined screen.
    public init(base: any HeadlessScreen, actions: [FlowAction]) {
        self.base = base
        self.actions = actions
    }

    /// The base screen with the flow's buttons appended.
    /// - Throws: What the base adapter raises.
    public func render() throws -> Screen {
        var screen = try base.render()
        screen.buttons += actions.map(\.button)
        return screen
    }

    /// Runs the flow button's action for a tap past the base screen's buttons; passes anything else on.
    /// - Throws: What the action or the base adapter raises.
    public func perform(_ action: ScreenAction) throws {
        if case .tap(let index, let title) = action {
            let baseCount = try base.render().buttons.count
            if index >= baseCount {
                let flowIndex = index - baseCount
                guard actions.indices.contains(flowIndex), actions[flowIndex].title == title else {
                    throw AdapterActionError.unsupportedAction(action, screen: try base.render().name)
                }
                try actions[flowIndex].perform()
                return
            }
        }
        try base.perform(action)
    }
}
