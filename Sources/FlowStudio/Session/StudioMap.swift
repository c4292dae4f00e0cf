import FlowScript

/// The flow's map for the page: the SVG `flowrun explore --graph` draws, and each screen's shortest path from a
/// fresh launch, by the SVG node's title (`s3`).
package struct StudioMap: Sendable {
    /// One step of a path: an event, or a relaunch over the state saved so far.
    package enum Step: Equatable, Sendable {
        case event(FlowEvent)
        case relaunch
    }

    /// The SVG document, or `nil` when it could not be drawn (Graphviz missing); the paths still work.
    package let svg: String?
    /// The screen's name by node title.
    package let names: [String: String]
    /// The steps that reach each node from a fresh launch.
    package let paths: [String: [Step]]
    /// Why there is no map, when the exploration could not run.
    package let problem: String?

    /// Creates a map.
    package init(svg: String?, names: [String: String], paths: [String: [Step]], problem: String? = nil) {
        self.svg = svg
        self.names = names
        self.paths = paths
        self.problem = problem
    }
}
