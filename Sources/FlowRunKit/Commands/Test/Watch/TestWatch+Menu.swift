import FlowSpec
import FlowTerminal
import Foundation

/// The watch's keys (``TestWatchMenu``): read one at a time from the terminal between runs.
extension TestWatch {
    /// What became of a key.
    enum KeyOutcome {
        /// Acted on (a run, the menu shown, a key ignored).
        case handled
        /// `q`: the watch ends.
        case quit
        /// The terminal's input ended: keys are no longer read, saves still run the specs.
        case inputEnded
    }

    /// Reads a key from `keys` and does what it asks.
    func handleKey(_ keys: KeyInputMode, menu: inout TestWatchMenu, plan: inout SpecRerunPlan) async -> KeyOutcome {
        guard let key = keys.readKey() else { return .inputEnded }
        var action = menu.action(for: key)
        switch action {
        case .askFilePattern:
            guard let text = keys.readLine(prompt: "file pattern (part of a spec's path, empty for all) › ",
                                           output: STDERR_FILENO) else { return .inputEnded }
            action = menu.setFilePattern(text)
        case .askNamePattern:
            guard let text = keys.readLine(prompt: "name pattern (text or /regex/, empty for all) › ",
                                           output: STDERR_FILENO) else { return .inputEnded }
            action = menu.setNamePattern(text)
        default:
            break
        }
        switch action {
        case .quit:
            return .quit
        case .showMenu:
            Diagnostics.report(TestWatchMenu.menu)
            return .handled
        case .nothing, .askFilePattern, .askNamePattern:
            return .handled
        case .run(let headline):
            guard let next = menu.applied(to: options, specFiles: specFiles()) else {
                Diagnostics.report("--watch: no spec file's path contains \"\(menu.filePattern ?? "")\"")
                Self.reportWaiting(menu: true)
                return .handled
            }
            begin("↻ " + headline)
            do {
                try await runOnce(next, plan: &plan)
            } catch {
                Diagnostics.report(error.description)
            }
            Self.reportWaiting(menu: true)
            return .handled
        }
    }

    /// Tells that the watch waits, with the menu's keys when they are read.
    static func reportWaiting(menu: Bool) {
        Diagnostics.report(waitingNote)
        if menu {
            Diagnostics.report(TestWatchMenu.menu)
        }
    }
}
