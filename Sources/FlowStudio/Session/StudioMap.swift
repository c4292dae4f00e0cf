/// The flow's map for the page: the SVG `flowrun explore --graph` draws, and each screen's shortest path from a
/// fresh launch, by the SVG node's title (`s3`).
package struct StudioMap: Sendable {
    /// The SVG document, or `nil` when it could not be drawn (Graphviz missing); the paths still work.
    package let svg: String?
    /// The screen's name by node title.
    package let names: [String: String]
    /// The actions (event lines, or `relaunch`) that reach each node from a fresh launch.
    package let paths: [String: [String]]
    /// Why there is no map, when the exploration could not run.
    package let problem: String?

    /// Creates a map.
    package init(svg: String?, names: [String: String], paths: [String: [String]], problem: String? = nil) {
        self.svg = svg
        self.names = names
        self.paths = paths
        self.problem = problem
    }
}
