/// Applies events to the screen on top of a ``NavigationStack``, through the adapters of a
/// ``ScreenAdapterRegistry``.
///
/// Every event is checked against the freshly rendered screen before the adapter sees it, so faults are
/// reported the same way for every view type. Settling asynchronous work is the runtime's business.
public struct FlowEventApplier {
    /// The hierarchy whose top view receives events; `back` navigates it.
    public let navigation: NavigationStack
    /// Where adapters for the views come from.
    public let adapters: ScreenAdapterRegistry

    /// Creates an applier over `navigation` with `adapters`.
    public init(navigation: NavigationStack, adapters: ScreenAdapterRegistry) {
        self.navigation = navigation
        self.adapters = adapters
    }

    /// Applies `event`: `back` navigates; other events are checked against the top screen, rendered now, and
    /// performed by its adapter.
    /// - Throws: ``FlowEventError`` when the event does not fit the screen, ``NavigationError`` for `back`
    ///   on the root, ``ScreenAdapterError`` for an unsupported view, or what the adapter raises.
    public func apply(_ event: FlowEvent) throws {
        guard let view = navigation.topView else {
            throw FlowEventError.noScreen(event: event.masked(on: nil))
        }
        if event == .back {
            try navigation.back()
            return
        }
        let adapter = try adapters.adapter(for: view)
        try apply(event, on: adapter.render(), through: adapter)
    }

    /// Applies `event` to the top view through `adapter`, checked against `screen`, which that adapter rendered
    /// last: a driver that rendered the screen at the end of the previous step does not render it again.
    /// `back` navigates.
    /// - Throws: Like ``apply(_:)``.
    public func apply(_ event: FlowEvent, on screen: Screen, through adapter: any HeadlessScreen) throws {
        if event == .back {
            try navigation.back()
            return
        }
        if let action = try Self.action(for: event, on: screen) {
            try adapter.perform(action)
        }
    }

    /// The screen action `event` means on `screen`, or `nil` for `back`, which is navigation.
    /// - Throws: ``FlowEventError`` naming the button, row or field at fault.
    public static func action(for event: FlowEvent, on screen: Screen) throws(FlowEventError) -> ScreenAction? {
        if let alert = screen.alert {
            return try alertAction(for: event, alert: alert, on: screen)
        }
        switch event {
        case .tap(let title):
            let index = try ButtonReference(title).index(among: screen.buttons, on: screen.name)
            return .tap(index: index, title: screen.buttons[index].title)
        case .type(let fieldID, let text):
            guard screen.field(id: fieldID) != nil else {
                throw .fieldNotOnScreen(id: fieldID, screen: screen.name, available: screen.fields.map(\.id))
            }
            return .type(fieldID: fieldID, text: text)
        case .select(let row):
            guard screen.rows.indices.contains(row - 1) else {
                throw .rowOutOfRange(row: row, screen: screen.name, count: screen.rows.count)
            }
            guard screen.rows[row - 1].isEnabled else {
                throw .rowDisabled(row: row, title: screen.rows[row - 1].title, screen: screen.name)
            }
            return .select(index: row - 1)
        case .back:
            return nil
        }
    }

    /// While an alert is shown it is modal: only its actions can be tapped, and `back` still navigates.
    private static func alertAction(
        for event: FlowEvent,
        alert: ScreenAlert,
        on screen: Screen
    ) throws(FlowEventError) -> ScreenAction? {
        let actions = alert.actions.map(\.title)
        switch event {
        case .tap(let title):
            do {
                let index = try ButtonReference(title).index(among: alert.actions, on: screen.name)
                return .chooseAlertAction(index == 0 ? .primary : .secondary)
            } catch .buttonNotOnScreen {
                throw .notAnAlertAction(title: title, alert: alert.title, screen: screen.name, actions: actions)
            }
        case .type, .select:
            throw .blockedByAlert(
                event: event.masked(on: nil), alert: alert.title, screen: screen.name, actions: actions)
        case .back:
            return nil
        }
    }
}
