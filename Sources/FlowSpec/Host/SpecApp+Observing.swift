import FlowScript
import FlowStore

/// What a spec reads of the app it drives: the screen, the stack, the persisted state, the announcements, what
/// the flow printed and the calls the doubles received.
extension SpecApp {
    /// The screen on top, rendered afresh.
    /// - Throws: ``SpecHostError/noScreen`` when nothing is shown, ``SpecHostError/screenUnrenderable(cause:)``
    ///   when it cannot be rendered.
    func screen() throws(SpecHostError) -> Screen {
        let launch = try running("screen")
        let shown: Screen?
        do {
            shown = try launch.driver.currentScreen()
        } catch {
            throw .screenUnrenderable(cause: error)
        }
        guard let shown else { throw .noScreen }
        return shown
    }

    /// The module names of the navigation, root first, presentations last.
    func stack() throws(SpecHostError) -> [String] {
        try running("stack").app.navigation.hierarchy.flatMap { $0 }
    }

    /// What the flow persisted: every module's contribution, by key.
    func persisted() throws(SpecHostError) -> [String: FlowValue] {
        let store = try running("persisted").store
        var persisted: [String: FlowValue] = [:]
        for contract in modules.contracts {
            for (key, value) in try SpecHostError.run({ try contract.persisted(from: store) })
            where persisted[key] == nil {
                persisted[key] = value
            }
        }
        return persisted
    }

    /// Every announcement since launch, across relaunches, oldest first.
    func announced() throws(SpecHostError) -> [Announcement] {
        earlierAnnouncements + (try running("announced").app.announcements.all)
    }

    /// What the flow printed since launch.
    /// - Throws: ``SpecHostError/printedTooMuch(limit:)`` past ``SpecPrintCapture/limit``.
    func printedLines() throws(SpecHostError) -> [String] {
        _ = try running("printed")
        return try printCapture.lines()
    }

    /// The calls named `call` (`login.sign_in`) the doubles received in the scenario, oldest first.
    /// - Throws: ``SpecHostError/unknownCall(_:known:)`` for a call no module declares.
    func calls(named call: String) throws(SpecHostError) -> [ServiceCall] {
        try doubles.checkKnown(call)
        return calls.calls.filter { $0.qualifiedName == call }
    }
}
