import FlowExplore
import FlowScript
import Foundation

/// The line `flowrun explore` keeps redrawing on a terminal's stderr while it runs.
final class ProgressLine {
    private let enabled: Bool
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func show(_ progress: ExploreProgress) {
        guard enabled else { return }
        shown = true
        Diagnostics.write(
            "\r\u{1B}[2Kexploring: depth \(progress.depth), \(progress.states) states, \(progress.actions) actions, "
                + "\(progress.findings) findings")
    }

    /// Erases the line, so the summary starts on a clean one.
    func clear() {
        guard shown else { return }
        Diagnostics.write("\r\u{1B}[2K")
    }
}
